import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/validations/calendar-day";
import { capReached } from "./coupon-shape";
import { liveWhere } from "./public-offers";

// Claims (decision 547): the app says one of its users took an offer. Once per user and coupon, only
// while the coupon is live, never past its cap. The coupon's row is locked for the claim, so claims
// racing for the last place are counted one after the other and the cap holds.

export type CouponClaimView = { id: string; offerId: string; claimedAt: string };
export type ClaimOutcome = { claim: CouponClaimView; created: boolean };

/**
 * The stored form of the app's user id: a digest, so the table names nobody by itself. Not keyed: a
 * rotated secret must not let a user claim the same coupon again.
 */
export function claimUserKey(appUserId: string): string {
  return createHash("sha256").update(`app-user\n${appUserId}`).digest("base64url");
}

const view = (row: { id: string; couponId: string; createdAt: Date }): CouponClaimView => ({
  id: row.id,
  offerId: row.couponId,
  claimedAt: row.createdAt.toISOString(),
});

/**
 * The user's claim of the coupon: the earlier one when there is one (whatever the coupon's state now, so
 * a retry after a lost answer gets it), else a new one if the coupon is live and has room; null otherwise
 * (unknown, not live, paused, claimed out). The claim that takes the last place marks the coupon CLAIMED,
 * which takes it out of the feed and its tracking link (`liveWhere`).
 */
export async function claimCoupon(couponId: string, userKey: string, now = new Date()): Promise<ClaimOutcome | null> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Coupon" WHERE id = ${couponId} FOR UPDATE`;
    if (locked.length === 0) return null;
    const earlier = await tx.couponClaim.findUnique({ where: { couponId_userKey: { couponId, userKey } } });
    if (earlier) return { claim: view(earlier), created: false };
    const coupon = await tx.coupon.findFirst({
      where: { id: couponId, ...liveWhere(todayInIndia(now)) },
      select: { claimCap: true, claimCount: true },
    });
    if (!coupon || capReached(coupon.claimCount, coupon.claimCap)) return null;
    const claim = await tx.couponClaim.create({ data: { couponId, userKey, createdAt: now } });
    const claimCount = coupon.claimCount + 1;
    await tx.coupon.update({
      where: { id: couponId },
      data: { claimCount, ...(capReached(claimCount, coupon.claimCap) ? { status: "CLAIMED" } : {}) },
    });
    return { claim: view(claim), created: true };
  });
}
