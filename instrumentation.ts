// Runs once when the server starts: a bad environment stops it with one line per problem.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { assertEnvironmentAtStartup } = await import("./lib/startup-check");
    assertEnvironmentAtStartup();
  }
}
