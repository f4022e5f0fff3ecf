import { type ChartSize, DailyBarChart, type TickFormat, dayLabel } from "@/components/ui/daily-bar-chart";
import { TableHead, numericColumn } from "@/components/ui/table-head";
import type { DailyStats } from "@/lib/data/coupon-stats";
import { formatNumber, formatRupees, redemptionRate } from "@/lib/format/rupees";
import { STATS_DAYS } from "@/lib/model/coupon-view";

type Measure = Exclude<keyof DailyStats, "day">;

/** One chart: its measures drawn side by side on one y axis, so only measures of one kind and scale. */
type Plot = {
  title: string;
  series: readonly { key: Measure; label: string; bar: string; swatch: string }[];
  tick?: TickFormat;
  /** Said in this chart's place when its measures are all zero while another chart has figures. */
  empty?: string;
};

/** What a daily chart shows: its charts, and the columns of the table that gives the same figures. */
export type DailyFigures = {
  caption: string;
  plots: readonly Plot[];
  columns: readonly { label: string; cell: (day: DailyStats) => string }[];
};

const count = (key: Measure) => (d: DailyStats) => formatNumber(d[key], 0);

/** Views, clicks and claims: counts of one scale, bars side by side on one chart. */
export const TRAFFIC: DailyFigures = {
  caption: "Views, clicks and claims per day",
  plots: [
    {
      title: "Views, clicks and claims",
      series: [
        { key: "views", label: "Views", bar: "fill-brand-600", swatch: "bg-brand-600" },
        { key: "clicks", label: "Clicks", bar: "fill-accent-500", swatch: "bg-accent-500" },
        { key: "claims", label: "Claims", bar: "fill-violet-600", swatch: "bg-violet-600" },
      ],
    },
  ],
  columns: [
    { label: "Views", cell: count("views") },
    { label: "Clicks", cell: count("clicks") },
    { label: "Claims", cell: count("claims") },
  ],
};

/**
 * Redemptions and sales (decision 628): a count and rupees never share an axis, so each has its own chart,
 * side by side over the same days; the table adds the day's redemption rate.
 */
export const REDEMPTIONS: DailyFigures = {
  caption: "Redemptions, redemption rate and sales per day",
  plots: [
    {
      title: "Redemptions",
      series: [{ key: "redemptions", label: "Redemptions", bar: "fill-emerald-600", swatch: "bg-emerald-600" }],
    },
    {
      title: "Sales",
      series: [{ key: "sales", label: "Sales", bar: "fill-sky-700", swatch: "bg-sky-700" }],
      tick: (rupees) => formatRupees(rupees),
      empty: "No order amounts were given with these redemptions.",
    },
  ],
  columns: [
    { label: "Redemptions", cell: count("redemptions") },
    { label: "Redemption rate", cell: (d) => redemptionRate(d.redemptions, d.claims).value },
    { label: "Sales", cell: (d) => formatRupees(d.sales, { paise: true }) },
  ],
};

const ONE: ChartSize = { width: 720, height: 180, font: 11 };
const TWO: ChartSize = { width: 400, height: 200, font: 12 };

/**
 * Daily figures as bar charts over every day of the window (zeros included), with the same figures as a
 * table for screen readers: every coupon's on Affiliated Management, one coupon's on its results page.
 */
export function DailyChart({
  days,
  figures = TRAFFIC,
  empty = `No views, clicks or claims in the last ${STATS_DAYS} days yet. They appear here once people see your coupons.`,
}: {
  days: DailyStats[];
  figures?: DailyFigures;
  empty?: string;
}) {
  const { caption, plots, columns } = figures;
  const size = plots.length > 1 ? TWO : ONE;
  // With nothing counted the charts are one sentence: a legend and a table of zeros would only repeat it.
  const counted = days.some((d) => plots.some((p) => p.series.some(({ key }) => d[key] > 0)));
  if (!counted) return <DailyBarChart days={[]} series={[]} size={ONE} empty={empty} />;
  return (
    <figure>
      <div className={plots.length > 1 ? "grid grid-cols-2 gap-6" : undefined}>
        {plots.map((plot) => (
          <div key={plot.title} data-testid={`daily-plot-${plot.title}`}>
            {plots.length > 1 ? <p className="mb-2 text-sm font-semibold text-slate-700">{plot.title}</p> : null}
            <DailyBarChart
              days={days}
              series={plot.series.map(({ key, bar }) => ({ key, className: bar }))}
              size={size}
              tick={plot.tick}
              empty={plot.empty ?? empty}
            />
            {plot.series.length > 1 ? (
              <p className="mt-2 flex gap-5 text-sm text-slate-600">
                {plot.series.map(({ key, label, swatch }) => (
                  <span key={key} className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className={`size-3 rounded-sm ${swatch}`} /> {label}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Show the figures as a table</summary>
        <table className="mt-2 w-full max-w-xl text-left">
          <caption className="sr-only">{caption}</caption>
          <TableHead
            columns={["Day", ...columns.map(({ label }) => numericColumn(label))]}
            className="text-slate-600"
            cellClassName="py-1"
          />
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {dayLabel(d.day)}
                </th>
                {columns.map(({ label, cell }) => (
                  <td key={label} className="py-1 text-right tabular-nums">
                    {cell(d)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
