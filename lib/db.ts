// The Prisma client. Created on first use so that importing a module never touches the environment.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getDatabaseUrl, getEnv } from "@/lib/env";

function createClient(): { client: PrismaClient; pool: pg.Pool } {
  const env = getEnv();
  const pool = new pg.Pool({
    connectionString: getDatabaseUrl(),
    // The embedded server runs one query at a time and can interleave the extended-protocol messages
    // of concurrent connections (electric-sql/pglite#1046): one connection per process queues them
    // here instead, at no cost in throughput. PostgreSQL gets the configured pool.
    max: env.embedded ? 1 : env.DB_POOL_MAX,
    connectionTimeoutMillis: env.embedded ? 20_000 : 5_000,
  });
  const client = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // The embedded server runs one transaction at a time; concurrent ones must be able to queue (decision 002).
    transactionOptions: { maxWait: 20_000, timeout: 15_000 },
  });
  return { client, pool };
}

const globalForPrisma = globalThis as unknown as { __prisma?: PrismaClient; __pool?: pg.Pool };

export function getDb(): PrismaClient {
  if (!globalForPrisma.__prisma) {
    const { client, pool } = createClient();
    globalForPrisma.__prisma = client;
    globalForPrisma.__pool = pool;
  }
  return globalForPrisma.__prisma;
}

/**
 * Prisma's own connection pool, for the few hot reads that send one SQL statement and take its answer as
 * it comes (decision 814): no second pool, the same connection limit. Parameters only, never spliced text.
 */
export function sqlPool(): pg.Pool {
  getDb();
  return globalForPrisma.__pool!;
}

/** Lazy handle: `db.coupon.findMany(...)` creates the client on first access. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop, client) as unknown;
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});

/** For tests and scripts: close the pool so the process can exit. */
export async function disconnectDb(): Promise<void> {
  await globalForPrisma.__prisma?.$disconnect();
  globalForPrisma.__prisma = undefined;
  globalForPrisma.__pool = undefined;
}
