import { DailyChart, REDEMPTIONS } from "@/components/partner/affiliates/daily-chart";
import type { CouponRedemptions } from "@/lib/data/coupon-codes";
import type { DailyStats } from "@/lib/data/coupon-stats";
import { formatNumber, formatRupees, redemptionRate } from "@/lib/format/rupees";
import { STATS_DAYS } from "@/lib/model/coupon-view";
import { StatTiles } from "./stat-tiles";

/**
 * From claim to redemption (issue 49 item 3): the window's claims, redemptions, their rate (never above
 * 100%: a share only when redemptions are at most the claims) and the orders' sales, then redemptions and
 * sales on every day of the window (decision 628).
 */
export function RedemptionResults({ redemptions, days }: { redemptions: CouponRedemptions; days: DailyStats[] }) {
  const { window, allTime } = redemptions;
  return (
    <>
      <div className="mt-4">
        <StatTiles
          label={`Redemptions, last ${STATS_DAYS} days`}
          cols={4}
          tiles={[
            { name: "Claimed codes", value: formatNumber(window.claims, 0), note: `last ${STATS_DAYS} days` },
            {
              name: "Redemptions",
              value: formatNumber(window.redemptions, 0),
              note: `${formatNumber(allTime.redemptions, 0)} all time`,
            },
            { name: "Redemption rate", ...redemptionRate(window.redemptions, window.claims) },
            {
              name: "Sales",
              value: formatRupees(window.sales, { paise: true }),
              note: `${formatRupees(allTime.sales, { paise: true })} all time`,
            },
          ]}
        />
      </div>
      <div className="mt-6">
        <DailyChart
          days={days}
          figures={REDEMPTIONS}
          empty={`No redemptions of this coupon in the last ${STATS_DAYS} days yet. They appear here once its codes are redeemed at Redeem or through your checkout.`}
        />
      </div>
    </>
  );
}
