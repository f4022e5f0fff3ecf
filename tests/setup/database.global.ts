// One migrated database per integration project: an in-memory PGlite served over TCP, or a fresh
// database on the local PostgreSQL. Workers receive its URL through `inject("databaseUrl")`.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedServer } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrations";

declare module "vitest" {
  export interface ProvidedContext {
    database: "pglite" | "postgres";
    databaseUrl: string;
    dataDir: string;
  }
}

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-test-"));
  project.provide("dataDir", dataDir);
  if (project.config.provide.database === "postgres") {
    const name = `paisapilot_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await applyMigrations(url.toString());
    project.provide("databaseUrl", url.toString());
    return async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const server = await startEmbeddedServer(null);
  await applyMigrations(server.url);
  project.provide("databaseUrl", server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
