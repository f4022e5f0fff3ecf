import { scaleBand, scaleLinear } from "d3-scale";
import { formatNumber } from "@/lib/format/rupees";

const shortDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** '25 Nov' for '2026-11-25': the chart's x labels, and the day column of the tables beside the charts. */
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Inter's digits and short words average a little under 0.6 em; enough to keep labels apart. */
const textWidth = (text: string, font: number) => text.length * font * 0.6;

const GAP = 8;
const MAX_GROUP = 48;

export type ChartSize = { width: number; height: number; font: number };

/** How a y tick reads: a count by default, rupees for sales. */
export type TickFormat = (value: number) => string;

const countTick: TickFormat = (value) => formatNumber(value, 0);

/**
 * Where everything goes, from d3-scale (decision 103): y ticks are distinct whole numbers on a "nice" domain
 * that always reaches the highest value; x labels are spaced so they never overlap, counted back from the
 * last day so it is always labelled, and the plot leaves room for the first and last label at the edges.
 * One day is one bar of ordinary width in the middle, not a bar as wide as the chart.
 */
export function barChartLayout(
  labels: readonly string[],
  highest: number,
  { width, height, font }: ChartSize,
  tick: TickFormat = countTick,
) {
  const top = font;
  const bottom = height - font * 2;
  // At most four steps, and never more steps than whole numbers to show (so no '0, 1, 1').
  const steps = Math.max(1, Math.min(4, Math.ceil(highest)));
  const y = scaleLinear()
    .domain([0, Math.max(1, highest)])
    .nice(steps)
    .range([bottom, top]);
  const ticks = y.ticks(steps).filter(Number.isInteger);
  const tickWidth = Math.max(...ticks.map((t) => textWidth(tick(t), font)));
  const labelWidth = Math.max(0, ...labels.map((l) => textWidth(l, font)));
  const left = Math.max(tickWidth + GAP, labelWidth / 2);
  const x = scaleBand<number>()
    .domain(labels.map((_, i) => i))
    .range([left, width - labelWidth / 2]);
  const slot = x.step();
  // Every day or every other day when they fit; otherwise whole weeks, which read best for daily figures.
  const need = Math.max(1, Math.ceil((labelWidth + GAP) / slot));
  const every = need <= 2 ? need : 7 * Math.ceil(need / 7);
  const last = labels.length - 1;
  return {
    y,
    ticks,
    tickText: tick,
    left,
    right: width - labelWidth / 2,
    bottom,
    /** A day's bars: where the group starts and how wide it is (at most MAX_GROUP, centred in its slot). */
    group: (i: number) => {
      const span = Math.min(Math.max(2, slot - 4), MAX_GROUP);
      return { x: (x(i) ?? left) + (slot - span) / 2, span };
    },
    centre: (i: number) => (x(i) ?? left) + slot / 2,
    labelled: (i: number) => (last - i) % every === 0,
  };
}

type Series<T> = { key: keyof T & string; className: string };

type DailyBarChartProps<T extends { day: string }> = {
  days: readonly T[];
  /** One bar a day for each (views, clicks), side by side, in this order. */
  series: readonly Series<T>[];
  size: ChartSize;
  /** Shown instead of an empty grid when every day is zero (or there are no days). */
  empty: string;
  /** The y ticks' text (whole numbers by default; `formatRupees` for sales). */
  tick?: TickFormat;
};

/** Bars per day with a whole-number y axis; decoration over figures the caller also gives as a table. */
export function DailyBarChart<T extends { day: string }>({ days, series, size, empty, tick }: DailyBarChartProps<T>) {
  const value = (d: T, key: keyof T) => Number(d[key]) || 0;
  const labels = days.map((d) => dayLabel(d.day));
  const highest = Math.max(0, ...days.flatMap((d) => series.map((s) => value(d, s.key))));
  if (highest === 0) {
    return (
      <p
        className="flex items-center justify-center rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      >
        {empty}
      </p>
    );
  }
  const { y, ticks, tickText, left, right, bottom, group, centre, labelled } = barChartLayout(
    labels,
    highest,
    size,
    tick,
  );
  return (
    <svg viewBox={`0 0 ${size.width} ${size.height}`} className="h-auto w-full" aria-hidden="true">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={right} y1={y(t)} y2={y(t)} className="stroke-slate-200" />
          <text
            x={left - GAP}
            y={y(t) + size.font / 3}
            textAnchor="end"
            fontSize={size.font}
            className="fill-slate-500"
          >
            {tickText(t)}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const { x, span } = group(i);
        const bar = (span - (series.length - 1)) / series.length;
        return (
          <g key={d.day}>
            {series.map((s, n) => (
              <rect
                key={s.key}
                x={x + n * (bar + 1)}
                y={y(value(d, s.key))}
                width={bar}
                height={bottom - y(value(d, s.key))}
                rx={Math.min(2, bar / 4)}
                className={s.className}
              />
            ))}
            {labelled(i) ? (
              <text
                x={centre(i)}
                y={size.height - size.font / 2}
                textAnchor="middle"
                fontSize={size.font}
                className="fill-slate-500"
              >
                {labels[i]}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
