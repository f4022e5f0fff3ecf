import { afterAll, inject, vi } from "vitest";
import "./fail-on-console-error";
import { workerDatabaseUrl } from "./worker-database";

// Files run in one worker without isolation (vitest.config.ts): drop the previous file's app modules, so
// this file imports them afresh, with its own vi.mock()s and environment, and shares no module state.
vi.resetModules();

// Outside a Next request: `'use cache'` is an ordinary call and the invalidations are recorded
// (tests/shared/next-runtime.ts). A file that mocks next/cache itself replaces this.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

// Before any app module reads the environment.
process.env.DATABASE_URL = workerDatabaseUrl();
process.env.DATA_DIR = inject("dataDir");
// One connection on the embedded server: it can interleave concurrent connections' queries (lib/db.ts).
process.env.DB_POOL_MAX = inject("database") === "pglite" ? "1" : "5";
delete process.env.RESEND_API_KEY;
delete process.env.BLOB_READ_WRITE_TOKEN;
// A file that sets the app keys (decision 547) sets them for itself, not for the files after it.
delete process.env.APP_API_KEYS;
// Limits are counted in the test database; the files that test the Redis store set REDIS_URL themselves.
delete process.env.REDIS_URL;

afterAll(async () => {
  const { disconnectLimits } = await import("@/lib/limits/stores");
  await disconnectLimits();
  const { disconnectDb } = await import("@/lib/db");
  await disconnectDb();
});
