// Every rupee amount and Indian-grouped number the site shows is formatted here (₹12,00,000).
//
// Written out instead of Intl.NumberFormat (decision 320): a page's first Intl call starts ICU in the
// browser, 25-50 ms of main thread that landed in the calculators' hydration (100-200 ms at Lighthouse's
// 4x CPU). The output is Intl's "en-IN" to the character: rupees.test.ts holds every function to Intl
// over boundaries and thousands of sampled values.

/** A number's shortest decimal digits with the decimal point after `point` of them ("12345", 4 = 1234.5). */
type Decimal = { digits: string; point: number };

function decimal(abs: number): Decimal {
  // String() gives the shortest decimal that reads back as the same double: the value Intl rounds.
  const [mantissa = "0", exponent = "0"] = String(abs).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const point = whole.length + Number(exponent);
  const digits = whole + fraction;
  return point < 0 ? { digits: "0".repeat(-point) + digits, point: 0 } : { digits, point };
}

/** Rounded half away from zero (Intl's default) to `places` decimals: [integer digits, decimal digits]. */
function round({ digits, point }: Decimal, places: number): [string, string] {
  const keep = point + places;
  let kept = digits.slice(0, keep).padEnd(keep, "0");
  if ((digits[keep] ?? "0") >= "5") kept = (BigInt(kept || "0") + 1n).toString().padStart(keep, "0");
  const whole = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, "") || "0";
  return [whole, kept.slice(kept.length - places)];
}

/** 1234567 -> 12,34,567: the last three digits, then pairs. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
}

/** "-" before negatives, -0 too, as Intl writes them. */
function minus(value: number): string {
  return value < 0 || Object.is(value, -0) ? "-" : "";
}

/** ".50" for minPlaces 2, "" for "00" with minPlaces 0: trailing zeros beyond the minimum dropped. */
function decimalsShown(fraction: string, minPlaces: number): string {
  const shown = fraction.slice(0, minPlaces) + fraction.slice(minPlaces).replace(/0+$/, "");
  return shown ? `.${shown}` : "";
}

/** Indian grouping with up to `places` decimals, at least `minPlaces`. */
function format(value: number, places: number, minPlaces: number, prefix = ""): string {
  const [whole, fraction] = round(decimal(Math.abs(value)), places);
  return `${minus(value)}${prefix}${groupIndian(whole)}${decimalsShown(fraction, minPlaces)}`;
}

/** en-IN's short compact units by a number's count of whole digits: 1.2K, 12L, 1.2Cr, 999Cr. */
const COMPACT_UNITS: Record<number, [shift: number, unit: string]> = {
  4: [3, "K"],
  5: [3, "K"],
  6: [5, "L"],
  7: [5, "L"],
  8: [7, "Cr"],
  9: [7, "Cr"],
  10: [7, "Cr"],
};

let beyondCrores: Intl.NumberFormat | undefined;

function compact(value: number): string {
  const abs = decimal(Math.abs(value));
  for (let wholeDigits = abs.point; wholeDigits <= 10; wholeDigits++) {
    const [shift, unit] = COMPACT_UNITS[wholeDigits] ?? [0, ""];
    const [whole, fraction] = round({ digits: abs.digits, point: abs.point - shift }, 1);
    // A value that rounds up into the next unit (99,950 -> 100.0K) is written in that unit (1L), as Intl does.
    if (shift + whole.length > Math.max(wholeDigits, 1)) continue;
    return `${minus(value)}${whole}${decimalsShown(fraction, 0)}${unit}`;
  }
  // Thousands of crores (1KCr, 1LCr), which no calculator reaches: Intl, started only then.
  beyondCrores ??= new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
  return beyondCrores.format(value);
}

/** A bad input (NaN, ±Infinity) reads as 0 rather than "NaN". */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** ₹12,00,000; `{ paise: true }` gives ₹12,00,000.50. */
export function formatRupees(amount: number, options: { paise?: boolean } = {}): string {
  const places = options.paise ? 2 : 0;
  const formatted = format(finite(amount), places, places, "₹");
  // Values that round to zero would otherwise print as "-₹0".
  return formatted.replace(/^-(?=₹0(\.0+)?$)/, "");
}

/** ₹1.2L, ₹3.4Cr: short enough for chart axes. */
export function formatRupeesCompact(amount: number): string {
  return `₹${compact(finite(amount))}`;
}

/** 12,34,567.89: Indian digit grouping without the currency sign. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return format(finite(value), maximumFractionDigits, 0);
}

/**
 * A share as a percentage with one decimal ('18.8%'); '—' when there is nothing to take a share of, or
 * when the part is larger than the whole: then it is no share (claims need no counted view, issue 49 m1),
 * and a rate above 100% would only mislead.
 */
export function formatRate(part: number, whole: number): string {
  return whole > 0 && part <= whole ? `${((part / whole) * 100).toFixed(1)}%` : "—";
}

/**
 * The redemption rate, redemptions per claimed code, as the results page, Affiliated Management and its
 * CSV show it (decisions 558, 563): a window may count codes claimed before it as redeemed in it, and then
 * the note says why there is no share rather than a rate above 100%.
 */
export function redemptionRate(redemptions: number, claims: number): { value: string; note: string } {
  return {
    value: formatRate(redemptions, claims),
    note: redemptions > claims ? "more than claims" : "redemptions per claim",
  };
}
