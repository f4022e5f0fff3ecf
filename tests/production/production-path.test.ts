// The production path as an operator follows the README: `npm run build` (the project's one shared build,
// tests/setup/production-build.global.ts), `npm run start:prod`, `npm run admin:create`, against a fresh
// PostgreSQL database (the local server when one answers on
// 127.0.0.1:5432, else an in-memory PGlite server speaking the same protocol).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../../scripts/db/embedded";
import { createDatabase, postgresAnswers } from "../setup/postgres";
import { expectForgedForwardedForBuysNoBudget } from "../shared/forged-forwarded-for";
import { request } from "../shared/loopback-request";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DIST = inject("productionDistDir");

type Run = { code: number | null; stdout: string; stderr: string };

function npm(args: string[], env: Record<string, string | undefined>, timeoutMs = 600_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", ...args], { cwd: ROOT, env: env as NodeJS.ProcessEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => (clearTimeout(timer), resolve({ code, stdout, stderr })));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let databaseUrl = "";
let embedded: EmbeddedServer | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
let port = 0;
let env: Record<string, string | undefined> = {};
let dataDir = "";

beforeAll(async () => {
  if (await postgresAnswers()) {
    const database = await createDatabase("paisapilot_prod");
    databaseUrl = database.url;
    dropDatabase = database.drop;
  } else {
    embedded = await startEmbeddedServer(null);
    databaseUrl = embedded.url;
  }
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-prod-"));
  const {
    DATABASE_URL: _d,
    AUTH_SECRET: _a,
    NEXTAUTH_SECRET: _n,
    APP_URL: _u,
    NEXTAUTH_URL: _v,
    NODE_ENV: _e,
    RESEND_API_KEY: _r,
    ...inherited
  } = process.env;
  env = {
    ...inherited,
    DATABASE_URL: databaseUrl,
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: randomBytes(48).toString("base64url"),
    PORT: String(port),
    NEXT_DIST_DIR: DIST,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    // Set on purpose: the production path must ignore the demo switches.
    DEMO_MODE: "1",
    E2E_TEST_ROUTES: "1",
  };
}, 120_000);

afterAll(async () => {
  await dropDatabase?.();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("production start refuses to run without its settings", () => {
  it.each([
    ["no DATABASE_URL", { DATABASE_URL: "" }, "DATABASE_URL: is required in production"],
    ["no AUTH_SECRET", { AUTH_SECRET: "" }, "AUTH_SECRET: is required in production"],
    ["a weak AUTH_SECRET", { AUTH_SECRET: "x".repeat(40) }, "AUTH_SECRET: is too weak"],
    ["no APP_URL", { APP_URL: "" }, "APP_URL: is required in production"],
  ])("with %s: exits with one clear line [security 21]", async (_name, override, line) => {
    const run = await npm(["start:prod"], { ...env, ...override }, 60_000);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(line);
    expect(run.stdout).not.toContain("ready on");
  });
});

describe("production path on a fresh database", () => {
  let server: ReturnType<typeof spawn> | null = null;
  let output = "";

  beforeAll(async () => {
    server = spawn("npm", ["run", "--silent", "start:prod"], {
      cwd: ROOT,
      env: env as NodeJS.ProcessEnv,
      detached: true,
    });
    server.stdout?.on("data", (c) => (output += c));
    server.stderr?.on("data", (c) => (output += c));
    for (let i = 0; i < 120 && !output.includes("ready on"); i++) await new Promise((r) => setTimeout(r, 500));
    expect(output).toContain("ready on");
  }, 120_000);

  afterAll(async () => {
    // The shared build stays for the other files of the project (tests/setup/production-build.global.ts).
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      process.kill(-server.pid, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
    }
  });

  it("builds no development route and serves none [security 21]", async () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, DIST, "app-path-routes-manifest.json"), "utf8")) as Record<
      string,
      string
    >;
    // Development routes also sit inside sections (/dashboard/dev/outage, /admin/dev/outage; decision 552).
    expect(Object.values(manifest).filter((r) => r.split("/").includes("dev"))).toEqual([]);
    expect(existsSync(path.join(ROOT, DIST, "server", "app", "dev"))).toBe(false);
    expect((await request(port, { path: "/" })).status).toBe(200);
    for (const devRoute of ["/dev/mail", "/dev/error", "/dev/mail?to=a@example.com"]) {
      expect((await request(port, { path: devRoute })).status, devRoute).toBe(404);
    }
  });

  it("never seeds: no demo account, no demo content [security 21]", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const counts = await client.query<{ partners: string; staff: string; posts: string; coupons: string }>(
        `SELECT (SELECT count(*) FROM "Partner") AS partners, (SELECT count(*) FROM "StaffUser") AS staff,
                (SELECT count(*) FROM "BlogPost") AS posts, (SELECT count(*) FROM "Coupon") AS coupons`,
      );
      expect(counts.rows[0]).toEqual({ partners: "0", staff: "0", posts: "0", coupons: "0" });
      const migrations = await client.query(
        `SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
      );
      expect(migrations.rows[0].n).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  it("warns that mail is queued, and keeps it queued and private", async () => {
    expect(output).toContain("WARNING: RESEND_API_KEY is not set");
    const body = JSON.stringify({ name: "Queue Test", email: "queue@example.com", message: "Is this delivered?" });
    const sent = await request(port, {
      method: "POST",
      path: "/api/contact",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body,
      from: "127.0.0.9",
    });
    expect(sent.status).toBe(201);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client.query(`SELECT status FROM "EmailMessage" WHERE text LIKE '%Is this delivered?%'`);
    await client.end();
    expect(rows.rows).toEqual([{ status: "QUEUED" }]);
    expect((await request(port, { path: "/dev/mail" })).status).toBe(404);
  });

  it("a forged X-Forwarded-For buys no fresh budget; a really different address does [security 20]", () =>
    expectForgedForwardedForBuysNoBudget(port));

  it("a plain `next start` of the build refuses a missing AUTH_SECRET too [security 21]", async () => {
    const plainPort = await freePort();
    const started = await new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(plainPort)], {
        cwd: ROOT,
        env: { ...env, AUTH_SECRET: "", NODE_ENV: "production" } as NodeJS.ProcessEnv,
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c) => (stdout += c));
      child.stderr.on("data", (c) => (stderr += c));
      const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
      child.on("exit", (code) => (clearTimeout(timer), resolve({ code, stdout, stderr })));
    });
    expect(started.code).toBe(1);
    expect(started.stderr).toContain("AUTH_SECRET: is required in production");
  });

  it("admin:create makes the first admin with a password printed once", async () => {
    const created = await npm(["admin:create", "--", "--email", "Ops@Example.com", "--name", "Ops"], env, 60_000);
    expect(created.code, created.stderr).toBe(0);
    const password = /password \(shown once, store it now\): (\S+)/.exec(created.stdout)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    const again = await npm(["admin:create", "--", "--email", "ops@example.com"], env, 60_000);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already has a staff account");
    expect(again.stdout).not.toContain("password");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client.query(`SELECT email, role, "passwordHash" FROM "StaffUser"`);
    await client.end();
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ email: "ops@example.com", role: "ADMIN" });
    expect(rows.rows[0].passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows.rows[0].passwordHash).not.toContain(password);
  });
});
