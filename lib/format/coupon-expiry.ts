// The recent-coupons table's expiry text (spec 4): 'Expired on {day}{ordinal} {month}' when the last
// day is before today, else '{month} {day}{ordinal} {year}'. Days are India calendar days (YYYY-MM-DD).

import { MONTH_NAMES } from "./month-names";

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return `${day}${suffix}`;
}

export function couponExpiryText(expiryDate: string, today: string): string {
  const [year, month, day] = expiryDate.split("-").map(Number) as [number, number, number];
  const monthName = MONTH_NAMES[month - 1] ?? "";
  return expiryDate < today ? `Expired on ${ordinal(day)} ${monthName}` : `${monthName} ${ordinal(day)} ${year}`;
}

/** '3rd August 2025': a day written out for the validity line. */
export function longDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${ordinal(date)} ${MONTH_NAMES[month - 1] ?? ""} ${year}`;
}
