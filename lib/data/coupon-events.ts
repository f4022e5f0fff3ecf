import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Views, clicks and claims as the app and the tracking link report them (decision 551). A request only
// appends its event (here to the inbox table, or to the Redis stream in lib/events); a drain counts a
// batch at a time: one event row per visitor, coupon and India day (its unique dedupe key makes a repeat,
// or the same batch applied twice, a no-op), and each coupon's counters moved once per batch, never
// once per event.

export type EventType = "VIEW" | "CLICK" | "CLAIM";

/** One event as appended: `visitor` is a keyed digest of who (empty for a claim), `day` the India day. */
export type CouponSignal = { type: EventType; couponId: string; visitor: string; day: string; at: Date };

type Db = Prisma.TransactionClient;

/**
 * The stored dedupe key: one per type, coupon, India day and visitor. A view keeps the form rows had
 * before clicks were deduplicated, so today's earlier views still count as seen.
 */
export function dedupeKey({ type, couponId, visitor, day }: Omit<CouponSignal, "at">): string {
  const text = type === "VIEW" ? `${couponId}\n${day}\n${visitor}` : `${type}\n${couponId}\n${day}\n${visitor}`;
  return createHash("sha256").update(text).digest("base64url");
}

export async function appendToInbox(events: CouponSignal[], client: Db = db): Promise<void> {
  if (!events.length) return;
  await client.couponEventInbox.createMany({
    data: events.map(({ type, couponId, visitor, day, at }) => ({ type, couponId, visitor, day, createdAt: at })),
  });
}

/**
 * Takes up to `limit` of the oldest inbox events and hands them to `count` in the same transaction: the
 * events leave the inbox only if their counting commits, so an instance that dies mid-batch loses
 * nothing, and two drains never take the same rows (SKIP LOCKED).
 */
export async function drainInbox(
  limit: number,
  count: (events: CouponSignal[], tx: Db) => Promise<void>,
): Promise<number> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ type: EventType; couponId: string; visitor: string; day: string; at: Date }[]>`
      DELETE FROM "CouponEventInbox" WHERE id IN (
        SELECT id FROM "CouponEventInbox" ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
      ) RETURNING type::text AS type, "couponId", visitor, day, "createdAt" AS at`;
    if (rows.length) await count(rows, tx);
    return rows.length;
  });
}

/**
 * Counts a batch: views and clicks become event rows (a repeat of a visitor's day is skipped by its key)
 * and move their coupon's counters by what was new; claims are already rows of their own (CouponClaim),
 * so an uncapped coupon's claim count is counted again from them. Idempotent: the same batch twice
 * counts once. Events of a coupon that no longer exists, or is deleted (decision 550), are dropped.
 */
export async function countSignals(events: CouponSignal[], client: Db = db): Promise<void> {
  const seen = events.filter((e) => e.type !== "CLAIM");
  if (seen.length) {
    await client.$executeRaw`
      WITH incoming AS (
        SELECT * FROM unnest(${seen.map((e) => e.type)}::text[], ${seen.map((e) => e.couponId)}::text[],
                             ${seen.map((e) => dedupeKey(e))}::text[], ${seen.map((e) => e.at)}::timestamptz[])
          AS i(type, "couponId", "dedupeKey", at)
      ), inserted AS (
        INSERT INTO "CouponEvent" ("couponId", type, "dedupeKey", "createdAt")
        SELECT i."couponId", i.type::"CouponEventType", i."dedupeKey", i.at
        FROM incoming i JOIN "Coupon" c ON c.id = i."couponId" AND c."deletedAt" IS NULL
        ON CONFLICT ("dedupeKey") DO NOTHING
        RETURNING "couponId", type
      ), totals AS (
        SELECT "couponId", count(*) FILTER (WHERE type = 'VIEW') AS views, count(*) FILTER (WHERE type = 'CLICK') AS clicks
        FROM inserted GROUP BY "couponId"
      )
      UPDATE "Coupon" c SET "viewCount" = c."viewCount" + t.views, "clickCount" = c."clickCount" + t.clicks
      FROM totals t WHERE c.id = t."couponId"`;
  }
  const claimed = [...new Set(events.filter((e) => e.type === "CLAIM").map((e) => e.couponId))];
  if (claimed.length) {
    // A capped coupon's count moves with each claim, under its row lock (lib/data/coupon-claims.ts); one
    // claimed as uncapped just before a cap was set is counted here, as any uncapped claim is. Two
    // drains may recount one coupon at once: the one that waited for the other's row lock counted from a
    // snapshot taken before it waited, so it may know fewer claims. Claims only go with their coupon, so
    // the count only grows, and GREATEST keeps the newer one; the drain of the newest claim's event counts
    // from after that claim committed, so the count ends at the claims.
    await client.$executeRaw`
      UPDATE "Coupon" c
      SET "claimCount" = GREATEST(c."claimCount", (SELECT count(*) FROM "CouponClaim" cc WHERE cc."couponId" = c.id))
      WHERE c.id = ANY(${claimed}::text[]) AND c."deletedAt" IS NULL`;
  }
}

/** Events waiting in the inbox (for the bench's reconciliation and tests). */
export function inboxSize(): Promise<number> {
  return db.couponEventInbox.count();
}
