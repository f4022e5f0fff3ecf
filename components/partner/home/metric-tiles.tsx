import { CalendarX2, Eye, ListChecks, Radio } from "lucide-react";
import type { HomeTile } from "@/lib/data/coupon-metrics";
import { formatNumber } from "@/lib/format/rupees";

const icons = { listed: ListChecks, live: Radio, views: Eye, expired: CalendarX2 } as const;
const tones = {
  listed: "bg-brand-50 text-brand-700",
  live: "bg-emerald-50 text-emerald-700",
  views: "bg-sky-50 text-sky-700",
  expired: "bg-red-50 text-red-700",
} as const;

/** The four tiles in the order the metrics give them (spec 2). */
export function MetricTiles({ tiles }: { tiles: HomeTile[] }) {
  return (
    <ul aria-label="Coupon numbers" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {tiles.map(({ key, label, value }) => {
        const Icon = icons[key];
        return (
          <li
            key={key}
            data-tile={key}
            className="flex flex-col gap-2 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            {/* The label has the tile's whole width, so 'Expired Coupons' stays on one line at 1280 px. */}
            <span className="text-sm font-medium text-slate-600">{label}</span>
            <span className="flex items-end justify-between gap-3">
              <span className="text-2xl font-bold tabular-nums text-ink" data-testid="tile-value">
                {formatNumber(value, 0)}
              </span>
              <span className={`grid size-10 shrink-0 place-items-center rounded-2xl ${tones[key]}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
