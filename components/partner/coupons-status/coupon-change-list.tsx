import type { CouponChangeView } from "@/lib/data/coupon-history";

const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const FIELD_NAMES: Record<string, string> = {
  claimCap: "claim limit",
  actualPricing: "actual price",
  discountedPrice: "discounted price",
  category: "categories",
  startDate: "start date",
  expiryDate: "expiry date",
};

const shown = (value: unknown) =>
  value === null || value === undefined ? "none" : Array.isArray(value) ? value.join(", ") : String(value);

function describe(change: CouponChangeView): string {
  if (change.kind === "pause") return "Paused";
  if (change.kind === "resume") return "Resumed";
  if (change.kind === "end") return "Ended";
  if (change.kind === "duplicate-from") return "Duplicated from another coupon";
  const fields = Object.entries(change.fields ?? {});
  return `Edited ${fields
    .map(([name, { from, to }]) => `${FIELD_NAMES[name] ?? name}: ${shown(from)} → ${shown(to)}`)
    .join("; ")}`;
}

/** A coupon's changes, newest first (decision 546): in its detail dialog and on its results page. */
export function CouponChangeList({ changes, className = "" }: { changes: CouponChangeView[]; className?: string }) {
  if (changes.length === 0) return <p className="text-sm text-slate-500">No changes since it was listed.</p>;
  return (
    <ol aria-label="Changes" className={`grid gap-2 text-sm ${className}`}>
      {changes.map((change, i) => (
        <li key={`${change.at}-${i}`} className="flex gap-3">
          <time dateTime={change.at} className="shrink-0 text-slate-500">
            {when.format(new Date(change.at))}
          </time>
          <span className="break-words text-slate-700">{describe(change)}</span>
        </li>
      ))}
    </ol>
  );
}
