import "server-only";
import { db } from "@/lib/db";

/**
 * One use of a fixed-window bucket, in one atomic upsert so a concurrent burst cannot slip past a limit
 * between a read and a write: the count after this use and when the window ends.
 */
export async function takeFromBucket(key: string, resetAt: Date, now: Date): Promise<{ count: number; resetAt: Date }> {
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return { count: Number(row.count), resetAt: new Date(row.resetAt) };
}

/** Gives back one use of each bucket. */
export async function releaseBuckets(keys: string[]): Promise<void> {
  await db.rateLimitBucket.updateMany({
    where: { key: { in: keys }, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

export async function pruneBuckets(before: Date): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { resetAt: { lt: before } } });
  return count;
}
