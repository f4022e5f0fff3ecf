import { todayInIndia } from "@/lib/model/calendar-day";

/**
 * Working days (Monday to Friday, India time) after `from`'s day up to and including `to`'s day.
 * Public holidays are not counted out: the flag errs on the early side (decision 604).
 */
export function businessDaysBetween(from: Date, to: Date): number {
  const start = new Date(`${todayInIndia(from)}T00:00:00Z`);
  const end = new Date(`${todayInIndia(to)}T00:00:00Z`);
  let days = 0;
  for (let d = new Date(start.getTime() + 86_400_000); d <= end; d = new Date(d.getTime() + 86_400_000)) {
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days++;
  }
  return days;
}
