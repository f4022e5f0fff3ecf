import { DailyBarChart, dayLabel } from "@/components/ui/daily-bar-chart";
import { TableHead, numericColumn } from "@/components/ui/table-head";
import type { DailyStats } from "@/lib/data/coupon-stats";
import { formatNumber } from "@/lib/format/rupees";

const SERIES = [
  { key: "views", label: "Views", bar: "fill-brand-600", swatch: "bg-brand-600" },
  { key: "clicks", label: "Clicks", bar: "fill-accent-500", swatch: "bg-accent-500" },
  { key: "claims", label: "Claims", bar: "fill-violet-600", swatch: "bg-violet-600" },
] as const;

/**
 * Views, clicks and claims per day as bars side by side, with the same figures as a table for screen
 * readers: every coupon's on Affiliated Management, one coupon's on its results page.
 */
export function DailyChart({
  days,
  empty = "No views, clicks or claims in the last 30 days yet. They appear here once people see your coupons.",
}: {
  days: DailyStats[];
  empty?: string;
}) {
  // With nothing counted the chart is a sentence: a legend and a table of zeros would only repeat it.
  const counted = days.some((d) => d.views > 0 || d.clicks > 0 || d.claims > 0);
  return (
    <figure>
      <DailyBarChart
        days={days}
        series={SERIES.map(({ key, bar }) => ({ key, className: bar }))}
        size={{ width: 720, height: 180, font: 11 }}
        empty={empty}
      />
      {counted ? (
        <>
          <figcaption className="mt-2 flex gap-5 text-sm text-slate-600">
            {SERIES.map(({ key, label, swatch }) => (
              <span key={key} className="inline-flex items-center gap-2">
                <span aria-hidden="true" className={`size-3 rounded-sm ${swatch}`} /> {label}
              </span>
            ))}
          </figcaption>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">Show the figures as a table</summary>
            <table className="mt-2 w-full max-w-md text-left">
              <caption className="sr-only">Views, clicks and claims per day</caption>
              <TableHead
                columns={["Day", ...SERIES.map(({ label }) => numericColumn(label))]}
                className="text-slate-600"
                cellClassName="py-1"
              />
              <tbody>
                {days.map((d) => (
                  <tr key={d.day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 font-normal">
                      {dayLabel(d.day)}
                    </th>
                    {SERIES.map(({ key }) => (
                      <td key={key} className="py-1 text-right tabular-nums">
                        {formatNumber(d[key], 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </figure>
  );
}
