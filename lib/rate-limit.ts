import "server-only";
import { pruneBuckets, releaseBuckets, takeFromBucket } from "@/lib/data/rate-limit-buckets";
import { AppError } from "@/lib/errors";

export { clientIp } from "@/lib/http/client-ip";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { ok: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window counter in the database, so every server instance shares it. One atomic upsert per
 * call: a concurrent burst cannot slip past the limit between a read and a write.
 */
export async function rateLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const row = await takeFromBucket(key, new Date(now.getTime() + rule.windowSeconds * 1000), now);
  const { count } = row;
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { ok: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterSeconds };
}

/** Gives back one use of each bucket, e.g. when only failures should count (sign-in). */
export async function releaseRateLimit(keys: string[]): Promise<void> {
  await releaseBuckets(keys);
}

/** Old buckets are dead weight: the scheduled housekeeping removes them (lib/housekeeping.ts). */
export function pruneRateLimitBuckets(before = new Date()): Promise<number> {
  return pruneBuckets(before);
}

/**
 * Limits that follow an e-mail address rather than the caller, so no number of addresses or forged
 * headers buys more mail to one inbox. Refused with 429, Retry-After and `message` when spent.
 */
export async function limitPerAddress(
  scope: string,
  email: string,
  rule: RateLimitRule,
  message: string,
): Promise<void> {
  const result = await rateLimit(`${scope}:email:${email.trim().toLowerCase()}`, rule);
  if (!result.ok) throw new AppError("rate_limited", message, { retryAfterSeconds: result.retryAfterSeconds });
}
