import type { CouponResults } from "@/lib/data/coupon-results";
import { STATS_DAYS } from "@/lib/data/coupon-stats";
import { formatNumber, formatRate } from "@/lib/format/rupees";

type Tile = { name: string; value: string; note: string };

/** The results page's figures: the window's counts (with all time under them) and the two rates. */
export function ResultTiles({ results }: { results: CouponResults }) {
  const { window, allTime, coupon } = results;
  const count = (name: string, key: keyof typeof window, note?: string): Tile => ({
    name,
    value: formatNumber(window[key], 0),
    note: note ?? `${formatNumber(allTime[key], 0)} all time`,
  });
  const tiles: Tile[] = [
    count("Views", "views"),
    count("Clicks", "clicks"),
    count(
      "Claims",
      "claims",
      coupon.claimCap === null
        ? `${formatNumber(allTime.claims, 0)} all time, no limit`
        : `${formatNumber(allTime.claims, 0)} of ${formatNumber(coupon.claimCap, 0)} all time`,
    ),
    { name: "Click-through rate", value: formatRate(window.clicks, window.views), note: "clicks per view" },
    { name: "Claim rate", value: formatRate(window.claims, window.views), note: "claims per view" },
  ];
  return (
    <dl className="grid grid-cols-5 gap-4" aria-label={`Last ${STATS_DAYS} days`}>
      {tiles.map(({ name, value, note }) => (
        <div key={name} className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{name}</dt>
          <dd className="mt-1 truncate text-2xl font-bold tabular-nums text-ink" data-testid={`result-${name}`}>
            {value}
          </dd>
          <dd className="mt-1 truncate text-xs text-slate-500">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
