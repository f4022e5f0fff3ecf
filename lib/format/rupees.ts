// Every rupee amount and Indian-grouped number the site shows is formatted here (₹12,00,000).

const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
const plain = new Map<number, Intl.NumberFormat>();

/** A bad input (NaN, ±Infinity) reads as 0 rather than "NaN". */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** ₹12,00,000; `{ paise: true }` gives ₹12,00,000.50. */
export function formatRupees(amount: number, options: { paise?: boolean } = {}): string {
  const formatted = (options.paise ? rupeesAndPaise : wholeRupees).format(finite(amount));
  // Values that round to zero would otherwise print as "-₹0".
  return formatted.replace(/^-(?=₹0(\.0+)?$)/, "");
}

/** ₹1.2L, ₹3.4Cr: short enough for chart axes. */
export function formatRupeesCompact(amount: number): string {
  return `₹${compact.format(finite(amount))}`;
}

/** 12,34,567.89: Indian digit grouping without the currency sign. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  let format = plain.get(maximumFractionDigits);
  if (!format) plain.set(maximumFractionDigits, (format = new Intl.NumberFormat("en-IN", { maximumFractionDigits })));
  return format.format(finite(value));
}

/** A share as a percentage with one decimal ('18.8%'); '—' when there is nothing to take a share of. */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "—";
}
