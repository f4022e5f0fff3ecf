import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import { presentWhere } from "./coupon-scope";
import { liveWhere } from "./public-offers";

// Claims (decisions 547, 551): the app says one of its users took an offer. Once per user and coupon
// (the claim row's unique key), only while the coupon is live, never past its cap. A capped coupon's
// count moves with the claim in one conditional update, which PostgreSQL re-checks under the row's lock,
// so claims racing for the last place get it one at a time and the cap holds; an uncapped coupon's claim
// touches no shared row at all (its count is recounted by the event drain, lib/data/coupon-events.ts).

export type CouponClaimView = { id: string; offerId: string; claimedAt: string };
/** `claimedOut`: this claim took the last place, so the offer just left the feed. */
export type ClaimOutcome = { claim: CouponClaimView; created: boolean; claimedOut: boolean };
/** Why there is no claim: no such live offer, or every place is taken. */
export type ClaimRefusal = "not_found" | "claimed_out";

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

class CapReached extends Error {}

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
  if (!(await db.coupon.count({ where: { id: couponId, ...presentWhere } }))) return "not_found";
  const earlier = await db.couponClaim.findUnique({ where: { couponId_userKey: { couponId, userKey } } });
  if (earlier) return { claim: view(earlier), created: false, claimedOut: false };
  const coupon = await db.coupon.findFirst({
    where: { id: couponId, ...liveWhere(todayInIndia(now)) },
    select: { claimCap: true },
  });
  if (!coupon) {
    const out = await db.coupon.count({ where: { id: couponId, status: "CLAIMED" } });
    return out ? "claimed_out" : "not_found";
  }
  try {
    return await db.$transaction(async (tx) => {
      const inserted = await tx.$queryRaw<{ id: string; couponId: string; createdAt: Date }[]>`
        INSERT INTO "CouponClaim" (id, "couponId", "userKey", "createdAt")
        VALUES (${`cl_${createHash("sha256").update(`${couponId}\n${userKey}`).digest("base64url").slice(0, 24)}`},
                ${couponId}, ${userKey}, ${now})
        ON CONFLICT ("couponId", "userKey") DO NOTHING
        RETURNING id, "couponId", "createdAt"`;
      const claim = inserted[0];
      if (!claim) {
        // The same user's claim racing this one committed first: answer it.
        const theirs = await tx.couponClaim.findUniqueOrThrow({ where: { couponId_userKey: { couponId, userKey } } });
        return { claim: view(theirs), created: false, claimedOut: false };
      }
      if (coupon.claimCap === null) return { claim: view(claim), created: true, claimedOut: false };
      const [counted] = await tx.$queryRaw<{ claimCount: number; status: string }[]>`
        UPDATE "Coupon" SET "claimCount" = "claimCount" + 1,
          status = CASE WHEN "claimCount" + 1 >= "claimCap" THEN 'claimed'::"CouponStatus" ELSE status END
        WHERE id = ${couponId} AND "claimCap" IS NOT NULL AND "claimCount" < "claimCap" AND status <> 'claimed'
        RETURNING "claimCount", status::text AS status`;
      if (!counted) throw new CapReached();
      return { claim: view(claim), created: true, claimedOut: counted.status === "claimed" };
    });
  } catch (error) {
    if (error instanceof CapReached) return "claimed_out";
    throw error;
  }
}
