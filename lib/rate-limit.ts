import "server-only";
import { db } from "@/lib/db";

export { clientIp } from "@/lib/http/client-ip";

const PRUNE_PROBABILITY = 0.01;

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { ok: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window counter in the database, so every server instance shares it. One atomic upsert per
 * call: a concurrent burst cannot slip past the limit between a read and a write.
 */
export async function rateLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  // Housekeeping without a scheduler: about one call in a hundred clears expired buckets.
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimitBuckets(now).catch(() => 0);
  const count = Number(row.count);
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.resetAt).getTime() - now.getTime()) / 1000));
  return { ok: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterSeconds };
}

/** Gives back one use of each bucket, e.g. when only failures should count (sign-in). */
export async function releaseRateLimit(keys: string[]): Promise<void> {
  await db.rateLimitBucket.updateMany({
    where: { key: { in: keys }, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** Old buckets are dead weight; callers may prune now and then. */
export async function pruneRateLimitBuckets(before = new Date()): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { resetAt: { lt: before } } });
  return count;
}

/**
 * Limits that follow an e-mail address rather than the caller, so no number of addresses or forged
 * headers buys more mail to one inbox. Answers 429 in the API's error shape when spent.
 */
export async function limitPerAddress(
  scope: string,
  email: string,
  rule: RateLimitRule,
  message: string,
): Promise<{ ok: true } | { ok: false; status: 429; body: unknown; headers: HeadersInit }> {
  const result = await rateLimit(`${scope}:email:${email.trim().toLowerCase()}`, rule);
  if (result.ok) return { ok: true };
  return {
    ok: false,
    status: 429,
    body: { error: { code: "rate_limited", message } },
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  };
}
