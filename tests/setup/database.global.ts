// One migrated database per integration project: an in-memory PGlite served over TCP, or a fresh
// database on the local PostgreSQL. Workers receive its URL through `inject("databaseUrl")`.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedServer } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrations";
import { createDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    database: "pglite" | "postgres";
    databaseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-test-"));
  project.provide("dataDir", dataDir);
  if (project.config.provide.database === "postgres") {
    const database = await createDatabase("paisapilot_test");
    await applyMigrations(database.url);
    project.provide("databaseUrl", database.url);
    return async () => {
      await database.drop();
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
