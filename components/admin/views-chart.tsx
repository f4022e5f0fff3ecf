import { DailyBarChart, dayLabel } from "@/components/ui/daily-bar-chart";
import type { DailyViews } from "@/lib/data/console-overview";

/** Page views per day as bars; the same figures in a table for screen readers (and without CSS). */
export function ViewsChart({ days }: { days: DailyViews[] }) {
  return (
    <figure>
      <DailyBarChart
        days={days}
        series={[{ key: "views", className: "fill-brand-600" }]}
        size={{ width: 760, height: 200, font: 12 }}
        empty="No page views in the last 30 days yet."
      />
      {/* A table ignores the height of .sr-only: its wrapper clips it instead. */}
      <div className="sr-only">
        <table>
          <caption>Page views per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{dayLabel(d.day)}</td>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
