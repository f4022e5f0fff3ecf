import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/validations/calendar-day";

// Views and clicks are counted by whoever shows coupons to the public (the app), not by the partner.
// A view counts once per visitor per India calendar day: the event row's unique dedupe key is a hash
// of coupon, day and visitor, so a repeat is a no-op insert (decision 501). Clicks are all counted.

function viewKey(couponId: string, visitorKey: string, day: string): string {
  return createHash("sha256").update(`${couponId}\n${day}\n${visitorKey}`).digest("base64url");
}

/** Records a view; answers whether it counted (false for a repeat today or an unknown coupon). */
export async function recordCouponView(couponId: string, visitorKey: string, today = todayInIndia()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const exists = await tx.coupon.count({ where: { id: couponId } });
    if (!exists) return false;
    const { count } = await tx.couponEvent.createMany({
      data: [{ couponId, type: "VIEW", dedupeKey: viewKey(couponId, visitorKey, today) }],
      skipDuplicates: true,
    });
    if (count === 0) return false;
    await tx.coupon.update({ where: { id: couponId }, data: { viewCount: { increment: 1 } } });
    return true;
  });
}

export async function recordCouponClick(couponId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.coupon.updateMany({ where: { id: couponId }, data: { clickCount: { increment: 1 } } });
    if (count === 0) return false;
    await tx.couponEvent.create({ data: { couponId, type: "CLICK" } });
    return true;
  });
}
