// What the load-project files share: a fresh migrated database (the local PostgreSQL when one answers,
// else an embedded PGlite server), and production servers started from the shared build the way
// `npm run start:prod` starts them, on their own ports.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { freePort, startEmbeddedServer } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrations";
import { createDatabase } from "../setup/postgres";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type TestDatabase = {
  url: string;
  /** The test's own small pool (made on first use), for seeding and reading back; `drop` ends it. */
  sql: () => pg.Pool;
  drop: () => Promise<void>;
};

/**
 * A fresh, migrated database for one test file (`migrate: false`: empty, for a start that migrates).
 * `ownProcess`: the embedded server runs in a child process, as `npm start` runs it beside Next, rather
 * than on the test's own event loop (for load).
 */
export async function freshDatabase(
  prefix = "paisapilot_load",
  { migrate = true, ownProcess = false } = {},
): Promise<TestDatabase> {
  return withPool(await createFresh(prefix, migrate, ownProcess));
}

async function createFresh(prefix: string, migrate: boolean, ownProcess: boolean): Promise<Database> {
  if (inject("usePostgres")) {
    const database = await createDatabase(prefix);
    if (migrate) await applyMigrations(database.url);
    return database;
  }
  if (ownProcess) return embeddedInChildProcess(migrate);
  const server = await startEmbeddedServer(null);
  if (migrate) await applyMigrations(server.url);
  return { url: server.url, drop: server.stop };
}

type Database = Omit<TestDatabase, "sql">;

/**
 * `database` with the test's own pool. pg reports a dropped idle connection as an `error` event on the
 * pool; without a listener that event would end the test process as an unhandled error between tests, with
 * no test named. It is the test's connection, not the app's: logged, not thrown.
 */
function withPool(database: Database): TestDatabase {
  let pool: pg.Pool | null = null;
  return {
    url: database.url,
    sql: () => {
      if (pool) return pool;
      pool = new pg.Pool({ connectionString: database.url, max: 2 });
      pool.on("error", (error) => console.warn(`[load] the test's own database connection dropped: ${error.message}`));
      return pool;
    },
    drop: async () => {
      await pool?.end();
      pool = null;
      await database.drop();
    },
  };
}

export type ProductionServer = {
  port: number;
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
  /** Kills the server at once (SIGKILL), as a crashed instance: nothing it held is finished. */
  kill: () => Promise<void>;
};

/** A strong random secret; instances that must share sessions are given the same one. */
export const newSecret = () => randomBytes(48).toString("base64url");

/**
 * `npm run start:prod` on the shared build, against `databaseUrl`. Instances meant to act as one
 * deployment get the same `secret` (sessions, signed client addresses).
 */
export async function startProductionServer(options: {
  databaseUrl: string;
  secret: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-load-"));
  // Mail stays in the outbox unless the test gives the server a provider itself.
  const { RESEND_API_KEY: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.secret,
    APP_URL: `http://localhost:${port}`,
    PORT: String(port),
    NEXT_DIST_DIR: inject("productionDistDir"),
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    ...options.env,
  };
  let output = "";
  const child: ChildProcess = spawn("npm", ["run", "--silent", "start:prod"], {
    cwd: ROOT,
    detached: true,
    env, // `npm run start:prod` itself drops NODE_ENV and the demo switches
  });
  child.stdout?.on("data", (c) => (output += c));
  child.stderr?.on("data", (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; i < 240 && !output.includes("ready on"); i++) {
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!output.includes("ready on")) {
    if (child.pid) killGroup(child.pid, "SIGKILL");
    throw new Error(`start:prod did not become ready:\n${output}`);
  }
  return {
    port,
    url: `http://localhost:${port}`,
    output: () => output,
    kill: async () => {
      if (child.pid && child.exitCode === null) {
        killGroup(child.pid, "SIGKILL");
        await exited;
      }
    },
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        killGroup(child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) killGroup(child.pid, "SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signals a server's process group; one that has already exited (ESRCH) is what was wanted. */
function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/** An in-memory embedded server in its own process; `drop` ends that process. */
async function embeddedInChildProcess(migrate: boolean): Promise<Database> {
  const code = `
    import { startEmbeddedServer } from "./scripts/db/embedded.ts";
    import { applyMigrations } from "./scripts/db/migrations.ts";
    const server = await startEmbeddedServer(null);
    if (${migrate}) await applyMigrations(server.url);
    console.log("EMBEDDED_URL " + server.url);
    process.on("SIGTERM", () => server.stop().finally(() => process.exit(0)));`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c) => (output += c));
  child.stderr?.on("data", (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; i < 240 && !/EMBEDDED_URL (\S+)/.test(output) && child.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 250));
  }
  const url = /EMBEDDED_URL (\S+)/.exec(output)?.[1];
  if (!url) {
    child.kill("SIGKILL");
    throw new Error(`the embedded server did not start:\n${output}`);
  }
  return {
    url,
    drop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
