// The self-hosted standalone output (decision 704, docs/DEPLOY.md): the build's `standalone` folder
// copied outside the repository, started with plain node (`node server.mjs`, what the Dockerfile runs)
// on an empty database, which that start migrates. Nothing may resolve into the repository.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../scripts/db/embedded";
import { expectForgedForwardedForBuysNoBudget } from "../shared/forged-forwarded-for";
import { request } from "../shared/loopback-request";
import { ROOT, freshDatabase, newSecret, type TestDatabase } from "./harness";

type Run = { code: number | null; output: string };
type Env = Record<string, string | undefined>;

let temp = "";
let app = "";
let database: TestDatabase;
let port = 0;
let env: Env = {};
let server: ChildProcess | null = null;
let output = "";

/** `node server.mjs …` in the copied folder, with only what an operator would set. */
function node(args: string[], extra: Env = {}): ChildProcess {
  return spawn(process.execPath, [path.join(app, "server.mjs"), ...args], {
    cwd: temp, // the entry must not depend on the caller's working directory
    env: { ...env, ...extra } as NodeJS.ProcessEnv,
    detached: true,
  });
}

function finish(child: ChildProcess): Promise<Run> {
  let out = "";
  child.stdout?.on("data", (c) => (out += c));
  child.stderr?.on("data", (c) => (out += c));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output: out })));
}

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const standalone = path.join(ROOT, inject("productionDistDir"), "standalone");
  expect(existsSync(path.join(standalone, "server.mjs")), "npm run build writes <distDir>/standalone").toBe(true);
  // Outside the repository, so no file or package can come from it.
  temp = mkdtempSync(path.join(os.tmpdir(), "paisapilot-standalone-"));
  app = path.join(temp, "app");
  cpSync(standalone, app, { recursive: true, verbatimSymlinks: true });
  expect(existsSync(path.join(os.tmpdir(), "node_modules"))).toBe(false);

  database = await freshDatabase("paisapilot_standalone", { migrate: false });
  port = await freePort();
  env = {
    PATH: process.env.PATH,
    HOME: temp,
    DATABASE_URL: database.url,
    AUTH_SECRET: newSecret(),
    APP_URL: `http://localhost:${port}`,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    // Set on purpose: the standalone entry must ignore the demo switches, like start:prod.
    DEMO_MODE: "1",
  };
  server = node([]);
  server.stdout?.on("data", (c) => (output += c));
  server.stderr?.on("data", (c) => (output += c));
  for (let i = 0; i < 240 && !output.includes("ready on"); i++) {
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(output, output).toContain("ready on");
});

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server?.once("exit", r));
    process.kill(-server.pid, "SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
  }
  await database?.drop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe("the standalone folder, copied out of the repository, run with node", () => {
  it("applied the migrations at start, and `node server.mjs migrate` finds them up to date", async () => {
    expect(output).toMatch(/migrations: applied \d+/);
    const [row] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
    );
    expect(row?.n).toBeGreaterThan(0);
    const again = await finish(node(["migrate"]));
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("migrations: up to date");
  });

  it("serves the home page, a calculator and the health route; no development route", async () => {
    const home = await request(port, { path: "/" });
    expect(home.status).toBe(200);
    expect(home.body).toContain("PaisaPilot");
    const calculator = await request(port, { path: "/EMICalculator" });
    expect(calculator.status).toBe(200);
    expect(calculator.body).toMatch(/EMI/);
    expect((await request(port, { path: "/api/health" })).status).toBe(200);
    expect((await request(port, { path: "/dev/mail" })).status).toBe(404);
  });

  it("compresses a page with brotli where the client takes it, else gzip, else not at all; the same page each way", async () => {
    const plain = await request(port, { path: "/privacyPolicy" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const chrome = await request(port, {
      path: "/privacyPolicy",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(chrome.headers["content-encoding"]).toBe("br");
    expect(String(chrome.headers.vary)).toMatch(/accept-encoding/i);
    const gzipOnly = await request(port, { path: "/privacyPolicy", headers: { "accept-encoding": "gzip" } });
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    // The same document every way (a prerendered page), brotli the smallest. No longer by a factor: brotli
    // was under 0.7 of gzip only while the sheet repeated in the page beyond gzip's 32 KB window; it is in
    // the page once now (decision 629).
    const text = plain.body;
    expect(brotliDecompressSync(chrome.bytes).toString("utf8")).toBe(text);
    expect(gunzipSync(gzipOnly.bytes).toString("utf8")).toBe(text);
    expect(chrome.bytes.length).toBeLessThan(gzipOnly.bytes.length);
    expect(gzipOnly.bytes.length).toBeLessThan(text.length / 3);
  });

  it("serves the client assets the page names, and public files", async () => {
    const home = await request(port, { path: "/" });
    const scripts = [...home.body.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const script = await request(port, { path: scripts[0]! });
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    // Compressed when it was built, as the build left it in the folder (decision 829), and kept a year.
    const packed = await request(port, {
      path: scripts[0]!,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(brotliDecompressSync(packed.bytes).toString("utf8")).toBe(script.body);
    expect(
      existsSync(
        path.join(app, inject("productionDistDir"), "static", scripts[0]!.slice("/_next/static/".length) + ".br"),
      ),
    ).toBe(true);
    // The page's CSS is inlined (decision 318): its rules are in the page itself, and any sheet it still
    // links is served.
    expect(home.body).toMatch(/<style[^>]*>[^<]*\.flex\{display:flex\}/);
    for (const [, css] of home.body.matchAll(/<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/g))
      expect((await request(port, { path: css! })).status).toBe(200);
    const file = await request(port, { path: "/coupon-import-template.csv" });
    expect(file.status).toBe(200);
    expect(file.body.length).toBeGreaterThan(0);
    expect((await request(port, { path: "/favicon.ico" })).status).toBe(200);
  });

  it("writes to and reads from the database through the JSON API", async () => {
    const sent = await request(port, {
      method: "POST",
      path: "/api/contact",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ name: "Standalone Test", email: "standalone@example.com", message: "From the copy" }),
      from: "127.0.0.9",
    });
    expect(sent.status, sent.body).toBe(201);
    const rows = await query<{ email: string }>(`SELECT email FROM "ContactMessage" WHERE message = 'From the copy'`);
    expect(rows).toEqual([{ email: "standalone@example.com" }]);
    // Sign-in hashes a password even for an unknown account: the native argon2 binary is in the folder.
    const login = await request(port, {
      method: "POST",
      path: "/api/v1/user/login",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.com", password: "Not-a-real-password#1" }),
      from: "127.0.0.10",
    });
    expect(login.status, login.body).toBe(401);
  });

  it("a forged X-Forwarded-For buys no fresh budget; a really different address does [security 20]", () =>
    expectForgedForwardedForBuysNoBudget(port));

  it("refuses to start without a strong AUTH_SECRET, with one line", async () => {
    const weak = await finish(node([], { AUTH_SECRET: "x".repeat(40), PORT: String(await freePort()) }));
    expect(weak.code).toBe(1);
    expect(weak.output).toContain("AUTH_SECRET: is too weak");
    expect(weak.output).not.toContain("ready on");
  });
});
