// Coupon dates are calendar days in India (YYYY-MM-DD), not instants: a coupon starting on 1 March
// starts on 1 March in Bengaluru whatever the server's time zone is (decision 501).

const INDIA_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return INDIA_DAY.format(now);
}

/**
 * A real calendar day written YYYY-MM-DD (no 2025-02-30), in 1970 or later: nothing the app holds is
 * older, and a year such as 0000 is a date to JavaScript but not to PostgreSQL (it answered 500, not 400).
 */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match || match[1]! < "1970") return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day as the database's `date` column holds it (UTC midnight). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  return dateToDay(new Date(dayToDate(day).getTime() + days * 86_400_000));
}

/** The instant India's calendar day `day` begins (India has no daylight saving: always +05:30). */
export function indiaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
