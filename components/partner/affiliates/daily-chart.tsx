import type { DailyStats } from "@/lib/data/coupon-stats";
import { formatNumber } from "@/lib/format/rupees";

const W = 720;
const H = 180;
const PAD = { left: 36, bottom: 24, top: 8 };

const shortDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Views and clicks per day as paired bars, with the same figures as a table for screen readers. */
export function DailyChart({ days }: { days: DailyStats[] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.clicks)));
  const slot = (W - PAD.left) / days.length;
  const bar = Math.max(2, slot / 2 - 2);
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / max);
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W} y1={y(max * f)} y2={y(max * f)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {formatNumber(Math.round(max * f), 0)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + 1;
          return (
            <g key={d.day}>
              <rect x={x} y={y(d.views)} width={bar} height={y(0) - y(d.views)} className="fill-brand-600" rx="1" />
              <rect
                x={x + bar + 1}
                y={y(d.clicks)}
                width={bar}
                height={y(0) - y(d.clicks)}
                className="fill-accent-500"
                rx="1"
              />
              {i % 7 === 0 || i === days.length - 1 ? (
                <text x={x + bar} y={H - 6} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {label(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
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
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                Views
              </th>
              <th scope="col" className="py-1 text-right">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {label(d.day)}
                </th>
                <td className="py-1 text-right tabular-nums">{d.views}</td>
                <td className="py-1 text-right tabular-nums">{d.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
