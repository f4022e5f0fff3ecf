// A Redis of the test's or the bench's own (decision 551): Debian's redis-server on a free loopback port,
// with an append-only file in a folder of its own, so that a restart keeps what it acknowledged, as a
// production Redis holding a queue must. Null where redis-server is not installed: the caller skips.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { canConnect, freePort } from "../db/embedded";

export type OwnRedis = {
  url: string;
  /** Kills the server at once (SIGKILL): nothing is flushed but what Redis wrote before answering. */
  kill: () => Promise<void>;
  /**
   * Starts it again on the same port and folder, which reloads its append-only file; `appendonly: false`
   * starts it as a cache is usually run, keeping nothing through a restart.
   */
  start: (options?: { appendonly?: boolean }) => Promise<void>;
  stop: () => Promise<void>;
};

export function redisServerInstalled(): boolean {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

export async function startOwnRedis(): Promise<OwnRedis | null> {
  if (!redisServerInstalled()) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), "own-redis-"));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async ({ appendonly = true } = {}) => {
    const persist = appendonly ? "yes" : "no";
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--appendonly", persist, "--save", ""],
      { stdio: "ignore" },
    );
    for (let i = 0; i < 100 && !(await canConnect(port)); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
