import { Badge, type BadgeTone } from "@/components/ui/badge";
import { couponStateLabel, viewState, type CouponState, type CouponView } from "@/lib/model/coupon-view";

/**
 * A coupon state's one colour, wherever it is shown (decision 554): live green (spec 4's green dot),
 * listed amber, claimed green (spec 4's table), paused slate, expired red.
 */
export const STATE_TONE: Record<CouponState, BadgeTone> = {
  live: "green",
  listed: "amber",
  claimed: "green",
  paused: "slate",
  expired: "red",
};

/** A coupon's state in its colour on the cards and in the console; `className` places it. */
export function CouponStateBadge({ state, className }: { state: CouponState; className?: string }) {
  return (
    <Badge tone={STATE_TONE[state]} className={className}>
      {couponStateLabel[state]}
    </Badge>
  );
}

/** A coupon view's state badge: the recent-coupons table and the results page. */
export function StatusBadge({ coupon }: { coupon: Pick<CouponView, "status" | "isLived" | "paused"> }) {
  return <CouponStateBadge state={viewState(coupon)} />;
}
