// Child processes for the launchers: inherit the terminal, forward Ctrl+C and SIGTERM, resolve the exit code.
import { spawn } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const nextBin = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
export const appServer = path.join(ROOT, "scripts", "server.mjs");

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The environment for a production child: no demo switches, whatever the shell had. */
export function productionEnv(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...source, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DEMO_MODE;
  delete env.E2E_TEST_ROUTES;
  delete env.FORCE_BUILD;
  return env;
}
