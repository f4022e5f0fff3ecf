import "server-only";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import { type CouponView } from "@/lib/model/coupon-view";
import { toCouponView } from "./coupon-shape";
import { STATS_DAYS } from "@/lib/model/coupon-view";
import { dailyStats, type DailyStats } from "./coupon-stats";
import { ownedWhere } from "./coupon-scope";

// A coupon's results page (decision 548): its views, clicks and claims per India day over the window,
// their sums, and the coupon as the partner reads it. Scoped to the partner: another's coupon is null.

export type CouponTotals = { views: number; clicks: number; claims: number };
export type CouponResults = { coupon: CouponView; days: DailyStats[]; window: CouponTotals; allTime: CouponTotals };

export async function couponResults(
  partnerId: string,
  couponId: string,
  today = todayInIndia(),
  days = STATS_DAYS,
): Promise<CouponResults | null> {
  const row = await db.coupon.findFirst({ where: { id: couponId, ...ownedWhere(partnerId) } });
  if (!row) return null;
  const daily = await dailyStats(partnerId, days, today, row.id);
  const sum = (key: keyof CouponTotals) => daily.reduce((total, d) => total + d[key], 0);
  const coupon = toCouponView(row, today);
  return {
    coupon,
    days: daily,
    window: { views: sum("views"), clicks: sum("clicks"), claims: sum("claims") },
    allTime: { views: coupon.views, clicks: coupon.clicks, claims: coupon.claims },
  };
}
