import type { CouponCategory } from "@/lib/model/coupon-categories";

// The coupon as the partner API and the screens read it (spec 3), and the lifecycle derived from its
// dates at read time (decision 501): nothing needs a scheduled job to move a coupon between groups.
// Client-safe: the screens import it; lib/data/coupon-shape.ts maps database rows to it.

/** Another partner's coupon, a deleted one and an unknown id all read the same (decision 501). */
export const COUPON_NOT_FOUND_MESSAGE = "Coupon not found";

export type CouponPhase = "listed" | "lived" | "expired";

/** listed: starts after today; lived: start <= today <= expiry; expired: expiry before today. */
export function couponPhase(coupon: { startDate: string; expiryDate: string }, today: string): CouponPhase {
  if (coupon.expiryDate < today) return "expired";
  if (coupon.startDate > today) return "listed";
  return "lived";
}

/**
 * A coupon's state as the dashboard shows it (decisions 542, 546, 547): its phase, except that a coupon
 * that has not expired is 'claimed' once its claims reached the cap, else 'paused' while paused (neither
 * is live whatever its dates).
 */
export type CouponState = "live" | "listed" | "claimed" | "paused" | "expired";

export const couponStateLabel: Record<CouponState, string> = {
  live: "Live",
  listed: "Listed",
  claimed: "Claimed",
  paused: "Paused",
  expired: "Expired",
};

export function couponState(
  coupon: { startDate: string; expiryDate: string; paused: boolean; claimed: boolean },
  today: string,
): CouponState {
  const phase = couponPhase(coupon, today);
  if (phase === "expired") return "expired";
  if (coupon.claimed) return "claimed";
  if (coupon.paused) return "paused";
  return phase === "lived" ? "live" : "listed";
}
/**
 * The tab, and the Home tile of the same name, that counts a coupon in each state (decision 554): the
 * Expired Coupons tab and tile hold every offer that is not running, expired, paused or claimed out, so
 * the three tiles add up to every coupon. phaseWhere (lib/data/coupons.ts) is the same in SQL.
 */
export const stateTab: Record<CouponState, CouponPhase> = {
  listed: "listed",
  live: "lived",
  claimed: "expired",
  paused: "expired",
  expired: "expired",
};
/** A coupon view's state, in couponState's order: expired, claimed, paused, then live or listed. */
export function viewState(coupon: Pick<CouponView, "status" | "isLived" | "paused">): CouponState {
  if (coupon.status === "Expired") return "expired";
  if (coupon.status === "claimed") return "claimed";
  if (coupon.paused) return "paused";
  return coupon.isLived ? "live" : "listed";
}

/** What a coupon's cap counts (decision 563): claims, the default, or redeemed codes. */
export const CAP_COUNTS = ["claims", "redemptions"] as const;
export type CapCounts = (typeof CAP_COUNTS)[number];

/** Whether the counted claims or redemptions have reached the cap (a null cap never does; decisions 547, 563). */
export const capReached = (count: number, cap: number | null) => cap !== null && count >= cap;

/** The offer itself, shared by the partner's view and the public one (lib/data/public-offers.ts). */
export type OfferFields = {
  id: string;
  title: string;
  brand: string;
  code: string | null;
  actualPricing: number | null;
  discountedPrice: number | null;
  category: CouponCategory[];
  startDate: string;
  expiryDate: string;
  description: string;
  image: string;
};

export type CouponView = OfferFields & {
  _id: string;
  link: string;
  isLived: boolean;
  /** Paused by its partner (decision 546): not live whatever its dates, until resumed. */
  paused: boolean;
  status: "Expired" | "claimed" | "pending";
  views: number;
  clicks: number;
  /** How many app users may claim it; null: no cap (decision 547). */
  claimCap: number | null;
  /** App users who claimed it. */
  claims: number;
  /** What claimCap counts (decision 563): claims (the default) or redeemed codes. */
  capCounts: CapCounts;
  version: number;
  createdAt: string;
};

/** The days a coupon's results and Affiliated Management count back from today (decisions 530, 548). */
export const STATS_DAYS = 30;
