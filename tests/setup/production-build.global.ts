// One production build per run (`npm run build`, as an operator runs it) shared by every file of the
// `production` project: the production path, load and faults, two instances, the standalone output
// (decision 706). Built against a throwaway database (the local PostgreSQL when one answers, else an
// in-memory PGlite server); each test file brings its own database for run time and starts servers from
// the build with `startProductionServer` (tests/load/harness.ts) or `npm run start:prod`.
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedServer } from "../../scripts/db/embedded";
import { throwawayBuildEnv } from "../../scripts/lib/build";
import { createDatabase, postgresAnswers } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production build's folder, relative to the project root (NEXT_DIST_DIR). */
    productionDistDir: string;
    /** Whether the local PostgreSQL answers: tests then use it, else the embedded server. */
    usePostgres: boolean;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");
// PRODUCTION_DIST_DIR lets several runs build side by side; PRODUCTION_SKIP_BUILD=1 and
// PRODUCTION_KEEP_BUILD=1 reuse one build across runs.
const DIST = process.env.PRODUCTION_DIST_DIR || ".next-production-test";

export default async function setup(project: TestProject) {
  const postgres = await postgresAnswers();
  const tsconfig = readFileSync(path.join(ROOT, "tsconfig.json"), "utf8");
  let database: { url: string; drop: () => Promise<void> };
  if (postgres) {
    database = await createDatabase("paisapilot_loadbuild");
  } else {
    const embedded = await startEmbeddedServer(null);
    database = { url: embedded.url, drop: embedded.stop };
  }
  try {
    if (process.env.PRODUCTION_SKIP_BUILD !== "1") {
      const env = throwawayBuildEnv(database.url, DIST);
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn("npm", ["run", "--silent", "build"], {
          cwd: ROOT,
          stdio: ["ignore", "inherit", "inherit"],
          env, // `npm run build` itself drops NODE_ENV and the demo switches
        });
        child.on("error", reject);
        child.on("exit", resolve);
      });
      if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
    }
  } finally {
    writeFileSync(path.join(ROOT, "tsconfig.json"), tsconfig); // next build adds its folder's types
    await database.drop();
  }
  project.provide("productionDistDir", DIST);
  project.provide("usePostgres", postgres);
  return () => {
    if (process.env.PRODUCTION_KEEP_BUILD !== "1") rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
  };
}
