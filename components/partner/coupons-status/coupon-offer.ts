import type { CouponView } from "@/lib/model/coupon-view";
import { longDay } from "@/lib/format/coupon-expiry";
import { formatNumber, formatRupees } from "@/lib/format/rupees";

/** '25% OFF' from the two prices, else the price alone, else nothing. */
export function offerText(coupon: Pick<CouponView, "actualPricing" | "discountedPrice">): string | null {
  const { actualPricing: actual, discountedPrice: discounted } = coupon;
  if (actual !== null && discounted !== null && actual > 0 && discounted < actual)
    return `${Math.round((1 - discounted / actual) * 100)}% OFF`;
  if (discounted !== null) return formatRupees(discounted);
  if (actual !== null) return formatRupees(actual);
  return null;
}

/** The detail modal's validity line, from the coupon's own dates. */
export function validityText(
  coupon: Pick<CouponView, "startDate" | "expiryDate" | "isLived" | "status"> & { paused?: boolean },
): string {
  if (coupon.status === "Expired") return `Expired on ${longDay(coupon.expiryDate)}`;
  if (coupon.isLived) return `Valid till ${longDay(coupon.expiryDate)}`;
  // Paused or claimed out: not live, but not necessarily waiting to start either; its badge says why.
  if (coupon.paused || coupon.status === "claimed")
    return `From ${longDay(coupon.startDate)} to ${longDay(coupon.expiryDate)}`;
  return `Starts ${longDay(coupon.startDate)}, valid till ${longDay(coupon.expiryDate)}`;
}

/**
 * How many app users claimed it, against its cap when it has one (decision 547): '3 of 500 claimed'; a
 * cap on redemptions (decision 563) is named as such: '3 claimed, limit 500 redemptions'.
 */
export function claimsText(coupon: Pick<CouponView, "claims" | "claimCap" | "capCounts">): string {
  const claims = formatNumber(coupon.claims, 0);
  if (coupon.claimCap !== null && coupon.capCounts === "redemptions")
    return `${claims} claimed, limit ${formatNumber(coupon.claimCap, 0)} ${coupon.claimCap === 1 ? "redemption" : "redemptions"}`;
  if (coupon.claimCap !== null) return `${claims} of ${formatNumber(coupon.claimCap, 0)} claimed`;
  return coupon.claims === 1 ? "1 claim, no limit" : `${claims} claims, no limit`;
}
