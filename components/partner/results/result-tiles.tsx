import type { CouponResults } from "@/lib/data/coupon-results";
import { STATS_DAYS } from "@/lib/model/coupon-view";
import { formatNumber, formatRate } from "@/lib/format/rupees";
import { StatTiles } from "./stat-tiles";

/** The results page's figures: the window's counts (all time under them) and the two rates (decision 548). */
export function ResultTiles({ results }: { results: CouponResults }) {
  const { window, allTime, coupon } = results;
  const allTimeNote = (key: keyof typeof window) => `${formatNumber(allTime[key], 0)} all time`;
  const cap = coupon.claimCap;
  return (
    <StatTiles
      label={`Last ${STATS_DAYS} days`}
      cols={5}
      tiles={[
        { name: "Views", value: formatNumber(window.views, 0), note: allTimeNote("views") },
        { name: "Clicks", value: formatNumber(window.clicks, 0), note: allTimeNote("clicks") },
        {
          name: "Claims",
          value: formatNumber(window.claims, 0),
          note: cap === null ? allTimeNote("claims") : `${formatNumber(allTime.claims, 0)} of ${formatNumber(cap, 0)}`,
        },
        // 'Click-through' alone: five tiles leave no room for 'rate' at 1280 px; the value is a percentage.
        { name: "Click-through", value: formatRate(window.clicks, window.views), note: "clicks per view" },
        { name: "Claim rate", value: formatRate(window.claims, window.views), note: "claims per view" },
      ]}
    />
  );
}
