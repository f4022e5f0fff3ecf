import type { CouponView } from "@/lib/data/coupon-shape";

export type Badge = { label: string; tone: "red" | "green" | "amber" };

type Shown = Pick<CouponView, "status" | "isLived" | "paused">;

/** Spec 4: Expired red, claimed green, anything else amber (named by its phase, decision 514). */
export function statusBadge(coupon: Shown): Badge {
  if (coupon.status === "Expired") return { label: "Expired", tone: "red" };
  if (coupon.status === "claimed") return { label: "Claimed", tone: "green" };
  return { label: coupon.paused ? "Paused" : coupon.isLived ? "Live" : "Listed", tone: "amber" };
}

export const toneClass = {
  red: "bg-red-50 text-red-800 ring-red-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
} as const;

/** The coupon's status badge in the spec's colours: the recent-coupons table, the cards, the results page. */
export function StatusBadge({ coupon }: { coupon: Shown }) {
  const badge = statusBadge(coupon);
  return (
    <span
      data-tone={badge.tone}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[badge.tone]}`}
    >
      {badge.label}
    </span>
  );
}
