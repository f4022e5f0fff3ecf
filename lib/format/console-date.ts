const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** Console timestamps, in India time and saying so (console review m17): `24 Nov 2026, 02:30 pm IST`. */
export function formatDateTime(date: Date): string {
  return `${dateTime.format(date)} IST`;
}

export function formatDate(date: Date): string {
  return dateOnly.format(date);
}

const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * A moment for a CSV export, in India time with its offset, as the console shows it and as the file is
 * named (console review m15): `2026-11-29T01:42:00.000+05:30`. Spreadsheets read it as a time.
 */
export function isoInIndia(date: Date): string {
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().replace("Z", "+05:30");
}
