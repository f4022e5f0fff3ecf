import { EnvError, getEnv } from "./env";

/**
 * Called once when the server starts (instrumentation.ts): a bad environment stops the process with
 * one line per problem, even when someone runs a plain `next start` instead of `npm run start:prod`.
 */
export function assertEnvironmentAtStartup(): void {
  try {
    getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
