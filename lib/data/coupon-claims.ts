import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import type { Prisma } from "@/lib/generated/prisma/client";
import { claimCodeOf, takeClaimCode } from "./claim-code";
import { settleClaimStatus } from "./coupon-codes";
import { appendToInbox } from "./coupon-events";
import { presentWhere } from "./coupon-scope";
import { liveWhere } from "./public-offers";
import { enqueueWebhookEvent } from "./webhook-deliveries";

// Claims (decisions 547, 551): the app says one of its users took an offer. Once per user and coupon
// (the claim row's unique key), only while the coupon is live, never past its cap. A capped coupon's
// count moves with the claim in one conditional update, which PostgreSQL re-checks under the row's lock,
// so claims racing for the last place get it one at a time and the cap holds; an uncapped coupon's claim
// touches no shared row at all: its count is recounted by the event drain (lib/data/coupon-events.ts),
// from a count event queued in the claim's own transaction (decision 827), so a claim that commits always
// has its event, whatever dies after the commit.
// A coupon with a code per claim (decision 556) takes the claim's code in the same transaction; an empty
// pool ends the claims as a reached cap does. A new claim queues its webhook deliveries (decision 561) in
// the same transaction: committed together or not at all.

/** `code`: what the user shows at the counter; `singleUse`: the user's own code, redeemed once. */
export type CouponClaimView = {
  id: string;
  offerId: string;
  claimedAt: string;
  code: string | null;
  singleUse: boolean;
};
/** `claimedOut`: this claim took the last place, so the offer just left the feed; `partnerId`: the offer's. */
export type ClaimOutcome = { claim: CouponClaimView; created: boolean; claimedOut: boolean; partnerId: string };
/**
 * Why there is no claim: no such live offer, or every place is taken; `claimed_out_now` when this claim
 * found it so first and closed it (its caches must follow).
 */
export type ClaimRefusal = "not_found" | "claimed_out" | "claimed_out_now";

/**
 * The stored form of the app's user id: a digest, so the table names nobody by itself. Not keyed: a
 * rotated secret must not let a user claim the same coupon again.
 */
export function claimUserKey(appUserId: string): string {
  return createHash("sha256").update(`app-user\n${appUserId}`).digest("base64url");
}

/**
 * A claim's id: random. Partners see it in every claim and redemption webhook, so it must not be worked out
 * from the user's id (the unique coupon-and-user index, not the id, makes a retried claim the same claim).
 */
const newClaimId = () => `cl_${randomBytes(18).toString("base64url")}`;

const view = (
  row: { id: string; couponId: string; createdAt: Date },
  code: { own: string | null; shared: string | null },
): CouponClaimView => ({
  id: row.id,
  offerId: row.couponId,
  claimedAt: row.createdAt.toISOString(),
  code: code.own ?? code.shared,
  singleUse: code.own !== null,
});

class CapReached extends Error {}
class PoolEmpty extends Error {}

const TERMS = { claimCap: true, codeMode: true } as const;

/**
 * The coupon's cap and code mode as they are now, read in the claim's transaction. A capped or pooled
 * coupon's row is locked first, so its claims are counted, and its pool's last code seen, one at a time and
 * a cap set or removed meanwhile is seen (claims review, 2026-11-30); an uncapped shared or generated
 * offer's claims do not queue on its row (decision 827).
 */
async function claimTerms(tx: Prisma.TransactionClient, couponId: string) {
  const now = await tx.coupon.findUniqueOrThrow({ where: { id: couponId }, select: TERMS });
  if (now.claimCap === null && now.codeMode !== "POOL") return now;
  await tx.$queryRaw`SELECT 1 FROM "Coupon" WHERE id = ${couponId} FOR UPDATE`;
  return tx.coupon.findUniqueOrThrow({ where: { id: couponId }, select: TERMS });
}

/**
 * After a claim found no room: the coupon is made CLAIMED if its cap is reached or its pool empty (the
 * one rule, settleClaimStatus), under its row lock. True when this closed it.
 */
async function closeClaimedOut(couponId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Coupon" WHERE id = ${couponId} FOR UPDATE`;
    const { status } = await tx.coupon.findUniqueOrThrow({ where: { id: couponId }, select: { status: true } });
    if (status === "CLAIMED") return false;
    return settleClaimStatus(tx, couponId);
  });
}

/**
 * The user's claim of the coupon: the earlier one when there is one (whatever the coupon's state now, so
 * a retry after a lost answer gets it), else a new one if the coupon is live and has room. The claim that
 * takes the last place marks the coupon CLAIMED, which takes it out of the feed and its tracking link.
 */
export async function claimCoupon(
  couponId: string,
  userKey: string,
  now = new Date(),
): Promise<ClaimOutcome | ClaimRefusal> {
  // A deleted coupon (decision 550) takes no claim, and answers none made before: it is gone.
  const present = await db.coupon.findFirst({
    where: { id: couponId, ...presentWhere },
    select: { code: true, partnerId: true },
  });
  if (!present) return "not_found";
  const { code: shared, partnerId } = present;
  const earlier = await db.couponClaim.findUnique({ where: { couponId_userKey: { couponId, userKey } } });
  if (earlier)
    return {
      claim: view(earlier, { own: await claimCodeOf(db, earlier.id), shared }),
      created: false,
      claimedOut: false,
      partnerId,
    };
  const live = await db.coupon.findFirst({
    where: { id: couponId, ...liveWhere(todayInIndia(now)) },
    select: { id: true },
  });
  if (!live) {
    const out = await db.coupon.count({ where: { id: couponId, status: "CLAIMED" } });
    return out ? "claimed_out" : "not_found";
  }
  try {
    return await db.$transaction(async (tx) => {
      const coupon = await claimTerms(tx, couponId);
      const inserted = await tx.$queryRaw<{ id: string; couponId: string; createdAt: Date }[]>`
        INSERT INTO "CouponClaim" (id, "couponId", "userKey", "createdAt")
        VALUES (${newClaimId()}, ${couponId}, ${userKey}, ${now})
        ON CONFLICT ("couponId", "userKey") DO NOTHING
        RETURNING id, "couponId", "createdAt"`;
      const claim = inserted[0];
      if (!claim) {
        // The same user's claim racing this one committed first: answer it.
        const theirs = await tx.couponClaim.findUniqueOrThrow({ where: { couponId_userKey: { couponId, userKey } } });
        return {
          claim: view(theirs, { own: await claimCodeOf(tx, theirs.id), shared }),
          created: false,
          claimedOut: false,
          partnerId,
        };
      }
      let own: string | null = null;
      let drained = false;
      if (coupon.codeMode !== "SHARED") {
        const taken = await takeClaimCode(tx, { couponId, claimId: claim.id, mode: coupon.codeMode });
        if (!taken) throw new PoolEmpty();
        own = taken.code;
        drained = taken.last;
      }
      // The pool's last code closes the coupon to claims, as a reached cap does (after the cap's count).
      const closeIfDrained = async () => {
        if (drained) await tx.coupon.update({ where: { id: couponId }, data: { status: "CLAIMED" } });
      };
      const made = view(claim, { own, shared });
      const tell = () =>
        enqueueWebhookEvent(tx, {
          partnerId,
          type: "claim.created",
          data: { claimId: made.id, offerId: made.offerId, claimedAt: made.claimedAt, code: made.code },
          at: now,
        });
      if (coupon.claimCap === null) {
        await appendToInbox([{ type: "CLAIM", couponId, visitor: "", day: todayInIndia(now), at: now }], tx);
        await closeIfDrained();
        await tell();
        return { claim: made, created: true, claimedOut: drained, partnerId };
      }
      // A cap on redemptions (decision 563) leaves the claims open until it is reached, but counts them
      // under the same row lock, so a claim racing the redemption that closes the coupon finds it closed.
      const [counted] = await tx.$queryRaw<{ claimCount: number; status: string }[]>`
        UPDATE "Coupon" SET "claimCount" = "claimCount" + 1,
          status = CASE WHEN "capCounts" = 'claims' AND "claimCount" + 1 >= "claimCap"
                        THEN 'claimed'::"CouponStatus" ELSE status END
        WHERE id = ${couponId} AND "claimCap" IS NOT NULL AND status <> 'claimed'
          AND ("capCounts" = 'redemptions' OR "claimCount" < "claimCap")
        RETURNING "claimCount", status::text AS status`;
      if (!counted) throw new CapReached();
      await closeIfDrained();
      await tell();
      return { claim: made, created: true, claimedOut: drained || counted.status === "claimed", partnerId };
    });
  } catch (error) {
    // No room: a cap reached or a pool emptied by claims counted before this one. The coupon says so too.
    if (error instanceof CapReached || error instanceof PoolEmpty)
      return (await closeClaimedOut(couponId)) ? "claimed_out_now" : "claimed_out";
    throw error;
  }
}
