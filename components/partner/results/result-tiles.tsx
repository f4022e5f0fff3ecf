import type { CouponResults } from "@/lib/data/coupon-results";
import { STATS_DAYS } from "@/lib/model/coupon-view";
import { formatNumber, formatRate } from "@/lib/format/rupees";
import { StatTiles } from "./stat-tiles";

/** The results page's figures: the window's counts (all time under them) and the two rates (decision 548). */
export function ResultTiles({ results }: { results: CouponResults }) {
  const { window, allTime, coupon } = results;
  const allTimeNote = (key: keyof typeof window) => `${formatNumber(allTime[key], 0)} all time`;
  const cap = coupon.claimCap;
  // A rate is shown only as a share of views (issue 49 m1); with more clicks or claims than counted views,
  // the note says why there is none.
  const rateNote = (key: "clicks" | "claims") =>
    // Short enough for a tile at 1280 px; the tile's name says which count.
    window[key] > window.views ? "more than views" : `${key} per view`;
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
          note:
            cap === null || coupon.capCounts === "redemptions"
              ? allTimeNote("claims")
              : `${formatNumber(allTime.claims, 0)} of ${formatNumber(cap, 0)}`,
        },
        // 'Click-through' alone: five tiles leave no room for 'rate' at 1280 px; the value is a percentage.
        { name: "Click-through", value: formatRate(window.clicks, window.views), note: rateNote("clicks") },
        { name: "Claim rate", value: formatRate(window.claims, window.views), note: rateNote("claims") },
      ]}
    />
  );
}
