import { TableHead, numericColumn } from "@/components/ui/table-head";
import type { CouponRedemptions } from "@/lib/data/coupon-codes";
import { formatDate } from "@/lib/format/console-date";
import { formatNumber, formatRupees, redemptionRate } from "@/lib/format/rupees";
import { STATS_DAYS } from "@/lib/model/coupon-view";
import { StatTiles } from "./stat-tiles";

/**
 * From claim to redemption (issue 49 item 3): the window's claims, redemptions, their rate (never above
 * 100%: a share only when redemptions are at most the claims) and the orders' sales, then sales per day.
 */
export function RedemptionResults({ redemptions }: { redemptions: CouponRedemptions }) {
  const { window, allTime, days } = redemptions;
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
      {days.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          No redemptions in the last {STATS_DAYS} days yet. They appear here once codes are redeemed at Redeem or
          through your checkout.
        </p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Redemptions and sales per day, newest first</caption>
          <TableHead columns={["Day", numericColumn("Redemptions"), numericColumn("Sales")]} />
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-4">{formatDate(new Date(`${d.day}T00:00:00+05:30`))}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatNumber(d.redemptions, 0)}</td>
                <td className="py-2 text-right tabular-nums">{formatRupees(d.sales, { paise: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
