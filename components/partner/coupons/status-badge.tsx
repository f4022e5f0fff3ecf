import { Badge, type BadgeTone } from "@/components/ui/badge";
import { couponStateLabel, viewState, type CouponState, type CouponView } from "@/lib/model/coupon-view";

/** A coupon state's colour on the cards and in the console: live green, listed amber, claimed green (spec 4). */
export const STATE_TONE: Record<CouponState, BadgeTone> = {
  live: "green",
  listed: "amber",
  claimed: "green",
  paused: "slate",
  expired: "red",
};

/** Spec 4, the recent-coupons table: Expired red, claimed green, anything else amber (named by its state). */
const TABLE_TONE: Record<CouponState, BadgeTone> = { ...STATE_TONE, live: "amber", paused: "amber" };

/** A coupon's state in its colour on the cards and in the console; `className` places it. */
export function CouponStateBadge({ state, className }: { state: CouponState; className?: string }) {
  return (
    <Badge tone={STATE_TONE[state]} className={className}>
      {couponStateLabel[state]}
    </Badge>
  );
}

/** The coupon's status badge in the spec's colours: the recent-coupons table and the results page. */
export function StatusBadge({ coupon }: { coupon: Pick<CouponView, "status" | "isLived" | "paused"> }) {
  const state = viewState(coupon);
  return <Badge tone={TABLE_TONE[state]}>{couponStateLabel[state]}</Badge>;
}
