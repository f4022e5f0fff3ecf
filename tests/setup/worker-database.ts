import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrations";

/** This worker's own database (tests/setup/database.global.ts made one per worker). */
export function workerDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  const pool = Number(process.env.VITEST_POOL_ID);
  const url = urls[pool - 1];
  if (!url) throw new Error(`No database for worker ${process.env.VITEST_POOL_ID}: ${urls.length} were made.`);
  return url;
}

/** Where the embedded project's global setup keeps the migrated database's files. */
export function migratedDumpPath(dataDir: string): string {
  return path.join(dataDir, "migrated.tar");
}

/**
 * An in-memory embedded database of a file's own: loaded from the files the embedded project's global
 * setup migrated once (a few seconds), else made fresh (PGlite's initdb in WebAssembly, 10-25 s on a busy
 * 2-core machine) and, unless `migrated` is false, migrated.
 */
export async function startOwnEmbeddedServer({
  port,
  migrated = true,
}: { port?: number; migrated?: boolean } = {}): Promise<EmbeddedServer> {
  const dump = migratedDumpPath(inject("dataDir"));
  if (existsSync(dump)) return startEmbeddedServer(null, { port, from: new Blob([readFileSync(dump)]) });
  const server = await startEmbeddedServer(null, { port });
  if (migrated) await applyMigrations(server.url);
  return server;
}
