// The self-hosted entry (decision 704). `npm run build` copies it to `<distDir>/standalone/server.mjs`,
// beside Next's traced output, this repository's scripts/server.mjs and the migrations; that folder then
// runs with node alone, no repository and no npm:
//
//   node server.mjs           check the environment, apply migrations, serve on $PORT (what start:prod does)
//   node server.mjs migrate   apply migrations only, then exit
//
// Next's own standalone server.js is not used: it would take the caller's address from X-Forwarded-For
// as the client sent it. This entry serves through withClientAddress (scripts/server.mjs, decision 014).
// Plain JavaScript on purpose, like scripts/server.mjs.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const log = (line) => console.log(`[prod] ${line}`);

function fail(line) {
  console.error(line);
  process.exit(1);
}

/** The build folder inside the standalone folder (`.next`, or NEXT_DIST_DIR's name at build time). */
function buildFolder() {
  const name = readdirSync(dir).find((entry) => existsSync(path.join(dir, entry, "required-server-files.json")));
  if (!name) fail(`[prod] no Next.js build beside ${path.join(dir, "server.mjs")}: copy the whole standalone folder`);
  return name;
}

async function migrate() {
  const { applyMigrations } = await import("./scripts/db/migrations.mjs");
  // A direct connection when DATABASE_URL goes through a transaction pooler (lib/env.ts).
  const applied = await applyMigrations(process.env.DATABASE_URL_UNPOOLED || process.env.DATABASE_URL, log);
  log(applied.length ? `migrations: applied ${applied.length}` : "migrations: up to date");
}

async function main() {
  const task = process.argv[2] ?? "start";
  if (task !== "start" && task !== "migrate") fail("usage: node server.mjs [start|migrate]");
  // As `npm run start:prod`: a production server whatever the shell says (decision 013).
  process.env.NODE_ENV = "production";
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  delete process.env.DEMO_MODE;
  delete process.env.E2E_TEST_ROUTES;
  if (!process.env.DATABASE_URL) fail("DATABASE_URL: is required in production (a postgresql:// URL)");
  if (task === "migrate") return migrate();

  if (!process.env.AUTH_SECRET && !process.env.NEXTAUTH_SECRET) {
    fail("AUTH_SECRET: is required in production (try: openssl rand -base64 32)");
  }
  const distDir = buildFolder();
  const { config } = JSON.parse(readFileSync(path.join(dir, distDir, "required-server-files.json"), "utf8"));
  // What Next's generated standalone server.js does: the configuration saved by the build, and this
  // folder as the working directory (DATA_DIR, when relative, is resolved from here).
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  process.chdir(dir);
  if (!process.env.RESEND_API_KEY) {
    log(
      "WARNING: RESEND_API_KEY is not set: e-mail (sign-up and reset codes, confirmations) is queued in the outbox, not delivered; staff see it in the provider console",
    );
  }
  if (!process.env.BLOB_READ_WRITE_TOKEN) {
    log(`uploads are stored on this machine under ${path.resolve(process.env.DATA_DIR || ".data", "uploads")}`);
  }
  const { serve } = await import("./scripts/server.mjs");
  await serve({
    dir,
    distDir,
    port: Number(process.env.PORT || "3000"),
    hostname: process.env.HOSTNAME || "0.0.0.0",
    // After Next has validated the environment (instrumentation.ts), before the port opens.
    beforeListen: migrate,
  });
}

await main().catch((error) => fail(`[prod] ${error instanceof Error ? error.message : String(error)}`));
