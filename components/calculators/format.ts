import type { CreditCardResult } from "@/lib/calculators/credit-card-payoff";
import type { SliderField } from "@/lib/calculators/shared";
import { formatNumber, formatRupees } from "@/lib/format/rupees";

export function formatMonths(months: number): string {
  const whole = Math.round(months);
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? "month" : "months"}`);
  return parts.join(" ");
}

/** How a slider value reads to a person (and to a screen reader, via aria-valuetext). */
export function formatFieldValue(field: SliderField, value: number): string {
  switch (field.unit) {
    case "rupees":
      return formatRupees(value);
    case "percent":
      return `${formatNumber(value)}%`;
    case "months":
      return `${value} ${value === 1 ? "month" : "months"}`;
    case "days":
      return `${value} ${value === 1 ? "day" : "days"}`;
    case "people":
      return `${value} ${value === 1 ? "person" : "people"}`;
    default:
      return formatNumber(value);
  }
}

export function unitAffixes(field: SliderField): { prefix?: string; suffix?: string } {
  switch (field.unit) {
    case "rupees":
      return { prefix: "₹" };
    case "percent":
      return { suffix: "%" };
    case "months":
      return { suffix: "mo" };
    case "days":
      return { suffix: "days" };
    case "people":
      return { suffix: "ppl" };
    default:
      return {};
  }
}

/** '9 months', or '22 months (1 year 10 months)' once a year or more. */
export function formatMonthsWithYears(months: number): string {
  const whole = Math.round(months);
  const count = `${whole} ${whole === 1 ? "month" : "months"}`;
  return whole < 12 ? count : `${count} (${formatMonths(whole)})`;
}

/** A card's months to pay off as its ring shows them: '999 months' when never (spec 5), '1000+ months' when capped. */
export function payoffMonths(result: Pick<CreditCardResult, "months" | "status">): string {
  if (result.status === "never") return `${result.months} months`;
  if (result.status === "capped") return `${result.months}+ months`;
  return `${result.months} ${result.months === 1 ? "month" : "months"}`;
}

/** 'Time to pay off' as the page and its share image say it: with years once the card is paid off. */
export function payoffTime(result: Pick<CreditCardResult, "months" | "status">): string {
  return result.status === "paid-off" ? formatMonthsWithYears(result.months) : payoffMonths(result);
}
