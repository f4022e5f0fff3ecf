import "server-only";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from "rate-limiter-flexible";
import { sqlPool } from "@/lib/db";
import { disconnectRedis, getRedis } from "@/lib/redis";
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
  if ("perInstance" in rule && rule.perInstance) {
    const local = new RateLimiterMemory(options);
    limiters.set(name, local);
    return local;
  }
  const redis = getRedis();
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        keyPrefix: `${REDIS_PREFIX}${name}`,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: postgres,
      })
    : postgres;
  limiters.set(name, limiter);
  return limiter;
}

/** Where a call is counted right now. */
export function activeStore(): "redis" | "postgres" {
  return getRedis()?.status === "ready" ? "redis" : "postgres";
}

/** For tests and scripts: close the Redis connection so the process can exit, and forget the limiters. */
export async function disconnectLimits(): Promise<void> {
  limiters.clear();
  await disconnectRedis();
}
