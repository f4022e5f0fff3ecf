import "server-only";
import { db } from "@/lib/db";
import { addDays, dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import type { CouponPhase } from "@/lib/model/coupon-view";
import { ownedWhere } from "./coupon-scope";
import { phaseWhere } from "./coupons";

/** A live coupon counts as expiring when its last day is within this many days (decision 501). */
export const EXPIRING_WITHIN_DAYS = 7;

export type HomeTile = { key: "listed" | "live" | "views" | "expired"; label: string; value: number };

export type CouponMetrics = {
  totalCoupons: number;
  liveCoupons: number;
  clickCount: number;
  expiringCoupons: number;
  listedCoupons: number;
  expiredCoupons: number;
  viewCount: number;
  /** App users' claims of all the partner's coupons (decision 547). */
  claimCount: number;
  /** round(live / total * 100), 0 without coupons (spec 9). */
  progress: number;
  /** The Home tiles in the order the screen shows them. */
  tiles: HomeTile[];
};

export function progressPercent(live: number, total: number): number {
  return total > 0 ? Math.round((live / total) * 100) : 0;
}

export async function couponMetrics(partnerId: string, today = todayInIndia()): Promise<CouponMetrics> {
  const day = dayToDate(today);
  const owned = ownedWhere(partnerId);
  // The tabs' own sets (decision 554): the Expired tile counts what the Expired tab shows, claimed-out and
  // paused coupons included, so the three coupon tiles add up to totalCoupons.
  const inPhase = (phase: CouponPhase) => ({ AND: [owned, phaseWhere(phase, day)] });
  const live = inPhase("lived");
  const [totals, liveCoupons, listedCoupons, expiredCoupons, expiringCoupons] = await Promise.all([
    db.coupon.aggregate({
      where: owned,
      _count: { _all: true },
      _sum: { clickCount: true, viewCount: true, claimCount: true },
    }),
    db.coupon.count({ where: live }),
    db.coupon.count({ where: inPhase("listed") }),
    db.coupon.count({ where: inPhase("expired") }),
    db.coupon.count({
      where: { AND: [live, { expiryDate: { lte: dayToDate(addDays(today, EXPIRING_WITHIN_DAYS)) } }] },
    }),
  ]);
  const totalCoupons = totals._count._all;
  const viewCount = totals._sum.viewCount ?? 0;
  return {
    totalCoupons,
    liveCoupons,
    clickCount: totals._sum.clickCount ?? 0,
    expiringCoupons,
    listedCoupons,
    expiredCoupons,
    viewCount,
    claimCount: totals._sum.claimCount ?? 0,
    progress: progressPercent(liveCoupons, totalCoupons),
    tiles: [
      // Each coupon tile is its tab's set (decisions 542, 554).
      { key: "listed", label: "Listed Coupons", value: listedCoupons },
      { key: "live", label: "Live Coupons", value: liveCoupons },
      { key: "views", label: "No.Of Views", value: viewCount },
      { key: "expired", label: "Expired Coupons", value: expiredCoupons },
    ],
  };
}
