import { Panel } from "../dashboard/panel";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** 'Overall Progress': the share of coupons that are live, rounded (spec 9). */
export function ProgressRing({ percent, live, total }: { percent: number; live: number; total: number }) {
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * CIRCUMFERENCE;
  return (
    <Panel id="progress-title" title="Overall Progress">
      <div className="flex flex-col items-center">
        <svg
          viewBox="0 0 128 128"
          className="mt-4 size-40"
          role="img"
          aria-label={`${percent}% of your coupons are live (${live} of ${total})`}
        >
          <circle cx="64" cy="64" r={RADIUS} fill="none" strokeWidth="12" className="stroke-slate-100" />
          {/* No arc at 0%: a round cap on a zero-length dash still draws a dot at 12 o'clock (issue 49 m15). */}
          {filled > 0 ? (
            <circle
              data-testid="progress-arc"
              cx="64"
              cy="64"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
              transform="rotate(-90 64 64)"
              className="stroke-brand-600"
            />
          ) : null}
          <text
            x="64"
            y="62"
            textAnchor="middle"
            className="fill-ink text-[26px] font-bold"
            data-testid="progress-value"
          >
            {percent}%
          </text>
          <text x="64" y="82" textAnchor="middle" className="fill-slate-500 text-[11px]">
            live
          </text>
        </svg>
        <p className="mt-3 text-sm text-slate-600">
          {total === 0 ? "List your first coupon to see progress." : `${live} of ${total} coupons are live`}
        </p>
      </div>
    </Panel>
  );
}
