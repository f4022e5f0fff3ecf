export type StatTile = { name: string; value: string; note: string };

const columns = { 4: "grid-cols-4", 5: "grid-cols-5" } as const;

/** A row of figures (Affiliated Management's totals, a coupon's results): name, value, and a note under it. */
export function StatTiles({ tiles, label, cols }: { tiles: StatTile[]; label: string; cols: keyof typeof columns }) {
  return (
    <dl className={`grid ${columns[cols]} gap-4`} aria-label={label}>
      {tiles.map(({ name, value, note }) => (
        <div key={name} className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="truncate text-sm font-medium text-slate-600">{name}</dt>
          <dd className="mt-1 truncate text-2xl font-bold tabular-nums text-ink" data-testid={`total-${name}`}>
            {value}
          </dd>
          <dd className="mt-1 truncate text-xs text-slate-500">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
