import type { DailyViews } from "@/lib/data/admin/overview";
import { formatNumber } from "@/lib/format/rupees";

const W = 760;
const H = 200;
const PAD = { left: 44, bottom: 26, top: 10 };
const shortDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** The smallest of 2, 4, 10, 20, 40, 100, ... at or above `max`: halves are whole numbers. */
function niceMax(max: number): number {
  for (let scale = 1; ; scale *= 10) for (const step of [2, 4, 10]) if (step * scale >= max) return step * scale;
}

/** Page views per day as bars; the same figures in a table for screen readers (and without CSS). */
export function ViewsChart({ days }: { days: DailyViews[] }) {
  const max = niceMax(Math.max(1, ...days.map((d) => d.views)));
  const slot = (W - PAD.left) / days.length;
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / max);
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W} y1={y(max * f)} y2={y(max * f)} className="stroke-slate-200" />
            <text x={PAD.left - 8} y={y(max * f) + 4} textAnchor="end" className="fill-slate-500 text-[12px]">
              {formatNumber(max * f, 0)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect
              x={PAD.left + i * slot + 2}
              width={Math.max(2, slot - 4)}
              y={y(d.views)}
              height={H - PAD.bottom - y(d.views)}
              rx={2}
              className="fill-brand-600"
            />
            {i % 5 === 0 || i === days.length - 1 ? (
              <text
                x={PAD.left + i * slot + slot / 2}
                y={H - 8}
                textAnchor="middle"
                className="fill-slate-500 text-[12px]"
              >
                {label(d.day)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
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
                <td>{label(d.day)}</td>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
