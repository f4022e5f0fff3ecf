import "server-only";
import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterRedis } from "rate-limiter-flexible";
import { sqlPool } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { LIMITS, type LimitName } from "./rules";

// Where the limits are counted (decision 819): in Redis when REDIS_URL is set and it answers, otherwise
// in the database's "RateLimit" table (created by a migration, never by the library at run time). The
// database store is also Redis's insurance: while Redis does not answer, every call is counted there
// at once instead of waiting on Redis, and Redis takes over again when it is back.

const TABLE = "RateLimit";
/** Every key this app writes to a shared Redis starts with this. */
const REDIS_PREFIX = "rate-limit:";

/**
 * The app's own connection pool (lib/db.ts), with plain parameterised queries: the library would name
 * its prepared statements, which a transaction pooler (PgBouncer, Neon's -pooler host) may not keep.
 */
const postgresClient = {
  query: ({ text, values }: { text: string; values?: unknown[] }) => sqlPool().query(text, values),
};

type Shared = { __limitsRedis?: Redis | null; __limitsRedisDown?: boolean };
const shared = globalThis as unknown as Shared;

function redisClient(): Redis | null {
  if (shared.__limitsRedis !== undefined) return shared.__limitsRedis;
  const url = getEnv().REDIS_URL;
  if (!url) return (shared.__limitsRedis = null);
  const client = new Redis(url, {
    keyPrefix: REDIS_PREFIX,
    // Fail at once rather than queue or retry while Redis is away: the database store answers instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  const host = new URL(url).host;
  const down = (why: string) => {
    if (shared.__limitsRedisDown || shared.__limitsRedis !== client) return;
    shared.__limitsRedisDown = true;
    console.warn(`[limits] Redis at ${host} does not answer (${why}); counting in the database until it does`);
  };
  client.on("error", (error: Error) => down(error.message));
  client.on("close", () => down("connection closed"));
  client.on("ready", () => {
    if (shared.__limitsRedisDown) console.warn(`[limits] Redis at ${host} answers again; counting there`);
    shared.__limitsRedisDown = false;
  });
  shared.__limitsRedis = client;
  return client;
}

const limiters = new Map<LimitName, RateLimiterAbstract>();

/** The limiter that counts one rule: its name prefixes its keys, its numbers are the rule's. */
export function limiterFor(name: LimitName): RateLimiterAbstract {
  const existing = limiters.get(name);
  if (existing) return existing;
  const rule = LIMITS[name];
  const options = { keyPrefix: name, points: rule.limit, duration: rule.windowSeconds };
  const postgres = new RateLimiterPostgres({
    ...options,
    storeClient: postgresClient,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    // Expired windows are removed by the scheduled housekeeping (lib/housekeeping.ts), not by a timer here.
    clearExpiredByTimeout: false,
  });
  const redis = redisClient();
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: postgres })
    : postgres;
  limiters.set(name, limiter);
  return limiter;
}

/** Where a call is counted right now. */
export function activeStore(): "redis" | "postgres" {
  return redisClient()?.status === "ready" ? "redis" : "postgres";
}

/** For tests and scripts: close the Redis connection so the process can exit, and forget the limiters. */
export async function disconnectLimits(): Promise<void> {
  const client = shared.__limitsRedis;
  shared.__limitsRedis = undefined;
  shared.__limitsRedisDown = false;
  limiters.clear();
  if (client) await client.quit().catch(() => client.disconnect());
}
