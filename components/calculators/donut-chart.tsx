export interface DonutSegment {
  label: string;
  value: number;
}

/** Colours by number of segments: brand shades for the parts, amber last (interest, or the extra). */
const PALETTES: Readonly<Record<2 | 3 | 4, readonly string[]>> = {
  2: ["var(--color-brand-600)", "var(--color-accent-400)"],
  3: ["var(--color-brand-800)", "var(--color-brand-500)", "var(--color-accent-400)"],
  4: ["var(--color-brand-800)", "var(--color-brand-500)", "var(--color-brand-300)", "var(--color-accent-400)"],
};

interface DonutChartProps {
  /** Two to four parts of a whole. */
  segments: readonly DonutSegment[];
  centreLabel: string;
  centreValue: string;
  /** What the chart shows, for screen readers (the figures are also in the summary). */
  description: string;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Hand-written SVG so the page ships no chart library (decision 103). */
export function DonutChart({ segments: parts, centreLabel, centreValue, description }: DonutChartProps) {
  const palette = PALETTES[Math.min(4, Math.max(2, parts.length)) as 2 | 3 | 4];
  const segments = parts.map((part, i) => ({ ...part, color: palette[i] }));
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  let offset = 0;
  return (
    <figure className="flex flex-col items-center gap-4">
      <div className="relative size-52 sm:size-56">
        <svg viewBox="0 0 128 128" className="size-full -rotate-90" role="img" aria-label={description}>
          <circle cx="64" cy="64" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="14" />
          {total > 0
            ? segments.map((segment) => {
                const length = (Math.max(0, segment.value) / total) * CIRCUMFERENCE;
                const dash = (
                  <circle
                    key={segment.label}
                    cx="64"
                    cy="64"
                    r={RADIUS}
                    fill="none"
                    stroke={segment.color}
                    strokeWidth="14"
                    strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                    strokeDashoffset={-offset}
                  />
                );
                offset += length;
                return dash;
              })
            : null}
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center px-8 text-center" aria-hidden="true">
          <span className="text-xs font-medium text-slate-500">{centreLabel}</span>
          <span className="mt-1 text-lg font-bold text-ink sm:text-xl">{centreValue}</span>
        </div>
      </div>
      <figcaption className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600">
        {segments.map((segment) => (
          <span key={segment.label} className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-full" style={{ background: segment.color }} aria-hidden="true" />
            {segment.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
