// A migrated database per test worker, as epic-stack copies a migrated base per worker: the project's
// files run side by side, each worker on a database no other worker writes. On PostgreSQL, one database is
// migrated and copied per worker (CREATE DATABASE ... TEMPLATE); on the embedded database, one in-memory
// PGlite is migrated and its files loaded into one server per worker. Workers find theirs by VITEST_POOL_ID
// (tests/setup/worker-database.ts). The migrated database's files are also kept in the data folder, for the
// files that need an embedded database of their own: loading them takes a fraction of a fresh one's
// initdb and migrations (startOwnEmbeddedServer).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedServer } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrations";
import { createDatabase } from "./postgres";
import { migratedDumpPath } from "./worker-database";

declare module "vitest" {
  export interface ProvidedContext {
    database: "pglite" | "postgres";
    /** One per worker: the worker with VITEST_POOL_ID n uses the n-th. */
    databaseUrls: string[];
    dataDir: string;
  }
}

let migrated: Promise<Blob> | undefined;

/** The migrated embedded database's files, made once where both projects' setups share this module. */
function migratedEmbedded(): Promise<Blob> {
  return (migrated ??= (async () => {
    const template = await startEmbeddedServer(null);
    await applyMigrations(template.url);
    const files = await template.dump();
    await template.stop();
    return files;
  })());
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-test-"));
  project.provide("dataDir", dataDir);
  // Both projects: the outage files start embedded databases of their own on PostgreSQL's project too.
  const from = await migratedEmbedded();
  writeFileSync(migratedDumpPath(dataDir), Buffer.from(await from.arrayBuffer()));
  const workers = project.vitest.config.maxWorkers;
  const copies: { url: string; stop: () => Promise<void> }[] = [];
  let dropTemplate = async () => {};
  if (project.config.provide.database === "postgres") {
    const template = await createDatabase("paisapilot_test");
    dropTemplate = template.drop;
    await applyMigrations(template.url);
    for (let i = 0; i < workers; i++) {
      const copy = await createDatabase("paisapilot_test", { template: template.url });
      copies.push({ url: copy.url, stop: copy.drop });
    }
  } else {
    for (let i = 0; i < workers; i++) copies.push(await startEmbeddedServer(null, { from }));
  }
  project.provide(
    "databaseUrls",
    copies.map((copy) => copy.url),
  );
  return async () => {
    for (const copy of copies) await copy.stop();
    await dropTemplate();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
