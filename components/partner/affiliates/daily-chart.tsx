import { DailyBarChart, dayLabel } from "@/components/ui/daily-bar-chart";
import { TableHead } from "@/components/ui/table-head";
import type { DailyStats } from "@/lib/data/coupon-stats";

/** Views and clicks per day as paired bars, with the same figures as a table for screen readers. */
export function DailyChart({ days }: { days: DailyStats[] }) {
  // With nothing counted the chart is a sentence: a legend and a table of zeros would only repeat it.
  const counted = days.some((d) => d.views > 0 || d.clicks > 0);
  return (
    <figure>
      <DailyBarChart
        days={days}
        series={[
          { key: "views", className: "fill-brand-600" },
          { key: "clicks", className: "fill-accent-500" },
        ]}
        size={{ width: 720, height: 180, font: 11 }}
        empty="No views or clicks in the last 30 days yet. They appear here once people see your coupons."
      />
      {counted ? (
        <>
          <figcaption className="mt-2 flex gap-5 text-sm text-slate-600">
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-sm bg-brand-600" /> Views
            </span>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-sm bg-accent-500" /> Clicks
            </span>
          </figcaption>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">Show the figures as a table</summary>
            <table className="mt-2 w-full max-w-md text-left">
              <caption className="sr-only">Views and clicks per day</caption>
              <TableHead
                columns={[
                  "Day",
                  ...["Views", "Clicks"].map((label) => ({ label, key: label, className: "text-right" })),
                ]}
                className="text-slate-600"
                cellClassName="py-1"
              />
              <tbody>
                {days.map((d) => (
                  <tr key={d.day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 font-normal">
                      {dayLabel(d.day)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{d.views}</td>
                    <td className="py-1 text-right tabular-nums">{d.clicks}</td>
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
