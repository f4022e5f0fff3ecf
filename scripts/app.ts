// The demo path (decision 013): `npm start`, `npm run dev`, `npm run db:*` and the e2e server.
//   tsx scripts/app.ts start|dev|build|migrate|seed|serve-db
// Without DATABASE_URL it serves the embedded PGlite database from DATA_DIR (default .data) for as
// long as the task runs, so the app and its build always reach it over TCP (decision 002). Demo data
// is seeded into the embedded database, and into DATABASE_URL only by `npm run db:seed`.
// Production is scripts/prod.ts (`npm run build`, `npm run start:prod`).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { demoAccounts } from "../config/demo-accounts";
import { siteConfig } from "../config/site";
import { EnvError, getAuthSecret, getDatabaseUrl, getEnv } from "../lib/env";
import { canConnect, findRunning, freePort, startEmbeddedServer, type EmbeddedServer } from "./db/embedded";
import { applyMigrations } from "./db/migrations";
import { developmentRoutesIn, precompressStatic } from "./lib/build";
import { ROOT, appServer, nextBin, run } from "./lib/process";

const log = (line: string) => console.log(`[app] ${line}`);

let owned: EmbeddedServer | null = null;

async function ensureDatabase(): Promise<string> {
  const env = getEnv();
  if (!env.embedded) return getDatabaseUrl();
  const running = await findRunning(env.dataDir);
  if (running) {
    log(`using the embedded database already served on port ${running.port} (process ${running.pid})`);
    return running.url;
  }
  const started = Date.now();
  owned = await startEmbeddedServer(env.dataDir);
  log(
    `embedded PostgreSQL (PGlite) from ${path.relative(ROOT, env.dataDir) || "."} on 127.0.0.1:${owned.port} (${Date.now() - started} ms)`,
  );
  return owned.url;
}

async function migrateAndSeed(url: string, withSeed: boolean) {
  const applied = await applyMigrations(url, log);
  if (!applied.length) log("migrations: up to date");
  if (!withSeed) return;
  const [{ seed }, { getDb, disconnectDb }] = await Promise.all([import("../prisma/seed"), import("../lib/db")]);
  const started = Date.now();
  await seed(getDb());
  await disconnectDb();
  log(`seed: done (${Date.now() - started} ms)`);
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => (name === "generated" ? max : Math.max(max, newestMtime(path.join(target, name)))),
    stat.mtimeMs,
  );
}

function buildIsStale(): boolean {
  const distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");
  const buildId = path.join(distDir, "BUILD_ID");
  if (!existsSync(buildId)) return true;
  // A production build (made by `npm run build`) has no local mailbox: the demo needs its own build.
  if (developmentRoutesIn(distDir).length === 0) return true;
  const sources = [
    "app",
    "components",
    "config",
    "lib",
    "public",
    "proxy.ts",
    "next.config.ts",
    "package.json",
    "prisma/schema.prisma",
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(ROOT, s))));
  return newest > statSync(buildId).mtimeMs;
}

async function choosePort(): Promise<number> {
  const wanted = getEnv().PORT;
  if (!(await canConnect(wanted))) return wanted;
  if (process.env.PORT) throw new Error(`Port ${wanted} is already in use. Stop what is using it or set another PORT.`);
  const port = await freePort();
  log(`port ${wanted} is busy, using ${port} instead`);
  return port;
}

function printBanner(appUrl: string, seeded: boolean) {
  const { partner, pendingPartner, admin, editor } = demoAccounts;
  const accounts = seeded
    ? `
  Demo accounts (for the partner area and the provider console)
    Partner (approved)  ${partner.email} / ${partner.password}
    Partner (pending)   ${pendingPartner.email} / ${pendingPartner.password}
    Provider admin      ${admin.email} / ${admin.password}  (console: ${appUrl}/admin, enrol an authenticator)
    Provider editor     ${editor.email} / ${editor.password}
`
    : "\n  DATABASE_URL is set: no demo data was added (run `npm run db:seed` to add it on purpose).\n";
  console.log(`
  ${siteConfig.name} demo is running at ${appUrl}
${accounts}${getEnv().RESEND_API_KEY ? "" : `\n  E-mails (codes, confirmations) are shown at ${appUrl}/dev/mail\n`}`);
}

/** The demo server's environment on `port`, for its build and its run alike. */
function demoEnv(port: number): NodeJS.ProcessEnv {
  const appUrl = process.env.APP_URL || process.env.NEXTAUTH_URL || `http://localhost:${port}`;
  return {
    ...process.env,
    DEMO_MODE: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
    AUTH_SECRET: process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET || getAuthSecret(),
  };
}

async function buildDemo(env: NodeJS.ProcessEnv): Promise<void> {
  log("building (next build)...");
  const code = await run(process.execPath, [nextBin, "build"], { ...env, NODE_ENV: "production" });
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  log((await precompressStatic(path.join(ROOT, env.NEXT_DIST_DIR || ".next"))).summary);
}

/** The database ready (migrated, and seeded when it is the embedded one): whether it was seeded. */
async function prepareDatabase(): Promise<boolean> {
  const url = await ensureDatabase();
  // The embedded database is the demo's own; a database named by DATABASE_URL gets demo data only on purpose.
  const seeded = getEnv().embedded;
  await migrateAndSeed(url, seeded);
  return seeded;
}

async function serve(mode: "start" | "dev") {
  const seeded = await prepareDatabase();
  const port = await choosePort();
  const env = demoEnv(port);
  if (mode === "start" && (process.env.FORCE_BUILD === "1" || buildIsStale())) await buildDemo(env);
  printBanner(env.APP_URL!, seeded);
  const args = [appServer, "--port", String(port), ...(mode === "dev" ? ["--dev"] : [])];
  return run(process.execPath, args, { ...env, NODE_ENV: mode === "dev" ? "development" : "production" });
}

async function main(): Promise<number> {
  const [task, ...rest] = process.argv.slice(2);
  getEnv(); // fail fast, one line per bad variable
  switch (task) {
    case "start":
    case "dev":
      return serve(task);
    case "build":
      // The demo build alone, on PORT (which it need not have free), for a run that starts it later
      // (scripts/test.sh builds the browser tests' server beside the other tests).
      await prepareDatabase();
      await buildDemo(demoEnv(getEnv().PORT));
      return 0;
    case "migrate":
      await migrateAndSeed(await ensureDatabase(), false);
      return 0;
    case "seed":
      log("adding demo data and demo accounts (their passwords are published in the README)");
      await migrateAndSeed(await ensureDatabase(), true);
      return 0;
    case "serve-db": {
      await migrateAndSeed(await ensureDatabase(), rest.includes("--seed"));
      log("serving the database; press Ctrl+C to stop");
      await new Promise<void>((resolve) => {
        process.once("SIGINT", resolve);
        process.once("SIGTERM", resolve);
      });
      return 0;
    }
    default:
      console.error("usage: tsx scripts/app.ts start|dev|build|migrate|seed|serve-db");
      return 2;
  }
}

main()
  .catch((error: unknown) => {
    if (error instanceof EnvError) console.error(error.message);
    else console.error(`[app] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await owned?.stop();
    process.exit(code);
  });
