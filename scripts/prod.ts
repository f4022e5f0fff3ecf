// The production path (decision 013): `npm run build` (also what Vercel runs) and `npm run start:prod`.
//   build   check the environment, apply migrations, `next build` without development routes; off
//           Vercel, complete `<distDir>/standalone` into the self-hosted server (scripts/lib/standalone.ts)
//   start   check the environment strictly, check the build, apply migrations, serve with scripts/server.mjs
// It never seeds, never starts the embedded database and never serves /dev/*.
import { existsSync } from "node:fs";
import path from "node:path";
import { EnvError, parseEnv, type Env } from "../lib/env";
import { applyMigrations } from "./db/migrations";
import { developmentRoutesIn, precompressStatic } from "./lib/build";
import { completeStandalone } from "./lib/standalone";
import { ROOT, appServer, nextBin, productionEnv, run } from "./lib/process";

const log = (line: string) => console.log(`[prod] ${line}`);

function checkEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = parseEnv(env);
  if (!parsed.DATABASE_URL) throw new EnvError(["DATABASE_URL: is required in production (a postgresql:// URL)"]);
  return parsed;
}

/** Migrations take a session-level advisory lock: a direct connection when a pooled one is the default. */
function migrationUrl(parsed: Env): string {
  return parsed.DATABASE_URL_UNPOOLED ?? parsed.DATABASE_URL!;
}

function distDir(env: NodeJS.ProcessEnv): string {
  return path.join(ROOT, env.NEXT_DIST_DIR || ".next");
}

async function build(): Promise<number> {
  const env = productionEnv(process.env);
  const parsed = checkEnv({ ...env, NEXT_PHASE: "phase-production-build" });
  const applied = await applyMigrations(migrationUrl(parsed), log);
  log(applied.length ? `migrations: applied ${applied.length}` : "migrations: up to date");
  const code = await run(process.execPath, [nextBin, "build"], env);
  if (code !== 0) return code;
  const devRoutes = developmentRoutesIn(distDir(env));
  if (devRoutes.length) throw new Error(`the build contains development routes (${devRoutes.join(", ")})`);
  // Off Vercel, whose platform compresses what it serves (decision 829).
  if (!env.VERCEL) log((await precompressStatic(distDir(env))).summary);
  const standalone = await completeStandalone(distDir(env));
  if (standalone)
    log(`self-hosted server: node ${path.relative(process.cwd(), standalone)}/server.mjs (docs/DEPLOY.md)`);
  return 0;
}

async function start(): Promise<number> {
  const env = productionEnv(process.env);
  const parsed = checkEnv(env);
  const dir = distDir(env);
  if (!existsSync(path.join(dir, "BUILD_ID")))
    throw new Error(`no production build in ${path.relative(ROOT, dir)}: run \`npm run build\` first`);
  const devRoutes = developmentRoutesIn(dir);
  if (devRoutes.length) {
    throw new Error(
      `the build in ${path.relative(ROOT, dir)} is a demo build (it has ${devRoutes.join(", ")}): run \`npm run build\``,
    );
  }
  const applied = await applyMigrations(migrationUrl(parsed), log);
  log(applied.length ? `migrations: applied ${applied.length}` : "migrations: up to date");
  if (!parsed.RESEND_API_KEY) {
    log(
      "WARNING: RESEND_API_KEY is not set: e-mail (sign-up and reset codes, confirmations) is queued in the outbox, not delivered; staff see it in the provider console",
    );
  }
  if (!parsed.BLOB_READ_WRITE_TOKEN)
    log(`uploads are stored on this machine under ${path.join(parsed.dataDir, "uploads")}`);
  return run(process.execPath, [appServer, "--port", String(parsed.PORT)], env);
}

async function main(): Promise<number> {
  const task = process.argv[2];
  if (task === "build") return build();
  if (task === "start") return start();
  console.error("usage: tsx scripts/prod.ts build|start");
  return 2;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  main()
    .catch((error: unknown) => {
      console.error(
        error instanceof EnvError ? error.message : `[prod] ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    })
    .then((code) => process.exit(code));
}
