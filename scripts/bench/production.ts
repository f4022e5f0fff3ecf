// The production build the nginx and app sections share (`.next-bench-prod`, built as `npm run build`
// builds), `npm run start:prod` instances on it, and nginx run in the foreground on a given file.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../db/embedded";
import { ROOT } from "../lib/process";
import { waitForHttp } from "./measure";

export const PROD_DIST = ".next-bench-prod";

function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited ${code}`))));
  });
}

/** `npm run build` into PROD_DIST with `env` (throwawayBuildEnv), unless `build` is off and a build is there. */
export async function buildProduction(env: NodeJS.ProcessEnv, build: boolean): Promise<void> {
  if (!build && existsSync(path.join(ROOT, PROD_DIST, "BUILD_ID"))) return;
  const tsconfig = readFileSync(path.join(ROOT, "tsconfig.json"), "utf8");
  try {
    await runToEnd(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/prod.ts", "build"], env);
  } finally {
    writeFileSync(path.join(ROOT, "tsconfig.json"), tsconfig); // next build adds its folder's types
  }
}

export type Instance = {
  port: number;
  url: string;
  /** At once (SIGKILL), as a crashed instance: nothing it held is finished. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Signals a process group; one that has already exited (ESRCH) is what was wanted. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/**
 * `npm run start:prod` (scripts/prod.ts start) on PROD_DIST with `env`, on a free port, in a process group
 * of its own: the launcher, tsx and the server are ended together.
 */
export async function startProduction(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/prod.ts", "start"], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    signalGroup(child, signal);
    await exited;
  };
  try {
    await waitForHttp(`${url}/api/health`, 120_000, () => child.exitCode === null);
  } catch (error) {
    await end("SIGKILL");
    throw error;
  }
  return { port, url, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}

/** Runs nginx in the foreground on `conf`; resolves once `probe` answers. */
export async function startNginx(nginx: string, dir: string, conf: string, probe: string): Promise<ChildProcess> {
  const child = spawn(nginx, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHttp(probe, 30_000, () => child.exitCode === null);
  return child;
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}
