import "server-only";
import { db } from "@/lib/db";

/**
 * Removes the database store's windows that ended before `before` (lib/limits, decision 819): an ended
 * window counts nothing, so this only keeps the table small. Redis expires its own keys.
 */
export async function pruneRateLimits(before: Date): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { expire: { lt: BigInt(before.getTime()) } } });
  return count;
}
