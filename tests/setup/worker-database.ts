import { inject } from "vitest";

/** This worker's own database (tests/setup/database.global.ts made one per worker). */
export function workerDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  const pool = Number(process.env.VITEST_POOL_ID);
  const url = urls[pool - 1];
  if (!url) throw new Error(`No database for worker ${process.env.VITEST_POOL_ID}: ${urls.length} were made.`);
  return url;
}
