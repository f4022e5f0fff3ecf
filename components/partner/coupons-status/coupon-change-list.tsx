import type { CouponChangeView } from "@/lib/data/coupon-history";
import { longDay } from "@/lib/format/coupon-expiry";
import { formatNumber, formatRupees } from "@/lib/format/rupees";
import { isCalendarDay } from "@/lib/model/calendar-day";

const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const FIELD_NAMES: Record<string, string> = {
  claimCap: "claim limit",
  capCounts: "the limit counts",
  actualPricing: "actual price",
  discountedPrice: "discounted price",
  category: "categories",
  startDate: "start date",
  expiryDate: "expiry date",
};

/** A field's value as the rest of the dashboard writes it: rupees, Indian digit grouping, a day in words. */
function shown(name: string, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "number" && (name === "actualPricing" || name === "discountedPrice"))
    return formatRupees(value, { paise: !Number.isInteger(value) });
  if (typeof value === "number") return formatNumber(value);
  if (typeof value === "string" && isCalendarDay(value)) return longDay(value);
  return String(value);
}

/** One change as a sentence: "Edited actual price: ₹1,50,000 → ₹2,00,000". */
export function describeChange(change: CouponChangeView): string {
  if (change.kind === "pause") return "Paused";
  if (change.kind === "resume") return "Resumed";
  if (change.kind === "end") return "Ended";
  if (change.kind === "duplicate-from") return "Duplicated from another coupon";
  const fields = Object.entries(change.fields ?? {});
  return `Edited ${fields
    .map(([name, { from, to }]) => `${FIELD_NAMES[name] ?? name}: ${shown(name, from)} → ${shown(name, to)}`)
    .join("; ")}`;
}

/**
 * A coupon's changes, newest first (decision 546): in its detail dialog and on its results page. In the
 * dialog it is `scrollable`, its own framed scroll area (issue 49 M5): a keyboard user reaches it with Tab
 * and scrolls it with the arrow keys, and the frame and padding show where it ends.
 */
export function CouponChangeList({
  changes,
  scrollable = false,
}: {
  changes: CouponChangeView[];
  scrollable?: boolean;
}) {
  if (changes.length === 0) return <p className="text-sm text-slate-500">No changes since it was listed.</p>;
  return (
    <ol
      aria-label="Changes, newest first"
      tabIndex={scrollable ? 0 : undefined}
      className={`grid gap-2 text-sm ${scrollable ? SCROLL_AREA : ""}`}
    >
      {changes.map((change, i) => (
        <li key={`${change.at}-${i}`} className="flex gap-3">
          <time dateTime={change.at} className="shrink-0 text-slate-500">
            {when.format(new Date(change.at))}
          </time>
          <span className="min-w-0 break-words text-slate-700">{describeChange(change)}</span>
        </li>
      ))}
    </ol>
  );
}

const SCROLL_AREA =
  "max-h-48 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
