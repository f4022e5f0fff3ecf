export interface LineSeries {
  label: string;
  values: readonly number[];
  /** Shade the area under the line. */
  area?: boolean;
}

/** The first line in the brand colour, a second one in amber. */
const COLOURS = ["var(--color-brand-600)", "var(--color-accent-500)"];

interface LineChartProps {
  title: string;
  /** One or two lines. */
  series: readonly LineSeries[];
  /** Label under the first and last point, e.g. 'Month 0' and 'Month 24'. */
  startLabel: string;
  endLabel: string;
  formatValue: (value: number) => string;
  description: string;
}

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { top: 10, right: 8, bottom: 6, left: 58 };

const gridY = (share: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - share);

function path(values: readonly number[], min: number, max: number): string {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const last = Math.max(1, values.length - 1);
  return values
    .map((v, i) => {
      const x = PAD.left + (i / last) * innerW;
      const y = PAD.top + innerH - (max > min ? ((v - min) / (max - min)) * innerH : 0);
      return `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join("");
}

/** A small hand-written SVG line chart (decision 103); the figures it draws are also in the summary. */
export function LineChart({ title, series: lines, startLabel, endLabel, formatValue, description }: LineChartProps) {
  const series = lines.map((line, i) => ({ ...line, color: COLOURS[i % COLOURS.length] }));
  const all = series.flatMap((s) => s.values);
  // Net costs can dip below zero (a home worth more than was paid), so the axis starts at the lowest value.
  const min = Math.min(0, ...all);
  const max = Math.max(0, ...all);
  const baseY = PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (max > min ? max / (max - min) : 1);
  const grid = [0, 0.5, 1];
  return (
    <figure className="rounded-2xl bg-slate-50 p-4">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-ink">
        {title}
        <span className="flex gap-3 text-xs font-normal text-slate-600">
          {series.map((s) => (
            <span key={s.label} className="inline-flex items-center gap-1.5">
              <span className="h-0.5 w-4 rounded" style={{ background: s.color }} aria-hidden="true" />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="relative">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={description}>
          {grid.map((g) => {
            const y = gridY(g);
            return (
              <line key={g} x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" strokeDasharray="3 3" />
            );
          })}
          {series.map((s) => {
            const line = path(s.values, min, max);
            return (
              <g key={s.label}>
                {s.area && s.values.length > 1 ? (
                  <path
                    d={`${line}L${WIDTH - PAD.right},${baseY}L${PAD.left},${baseY}Z`}
                    fill={s.color}
                    opacity="0.12"
                  />
                ) : null}
                <path
                  d={line}
                  fill="none"
                  stroke={s.color}
                  strokeWidth="2.2"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </g>
            );
          })}
        </svg>
        {/* Axis labels are HTML, not SVG text: SVG text shrinks with the chart (9 px on a phone); these stay
          at 12 px at every width. The figures are in the summary, so they are hidden from screen readers. */}
        <div aria-hidden="true">
          {grid.map((g) => (
            <span
              key={g}
              data-testid="chart-axis-label"
              className="absolute -translate-y-1/2 text-right text-xs leading-none text-slate-500 tabular-nums"
              style={{ top: `${(gridY(g) / HEIGHT) * 100}%`, right: `${(1 - (PAD.left - 4) / WIDTH) * 100}%` }}
            >
              {formatValue(min + (max - min) * g)}
            </span>
          ))}
        </div>
      </div>
      <div className="mt-1 flex justify-between pl-14 text-xs text-slate-500" aria-hidden="true">
        <span>{startLabel}</span>
        <span>{endLabel}</span>
      </div>
    </figure>
  );
}
