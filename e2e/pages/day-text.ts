// The dashboard's date texts, written out independently of lib/format so the browser tests check them
// against the spec's wording rather than against the code under test.

// Month names from the runtime's own locale data, not from a list in lib/format.
const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" });
const month = (m: number) => monthName.format(Date.UTC(2000, m - 1, 1));

const ordinal = (d: number) =>
  `${d}${d % 100 >= 11 && d % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][d % 10] ?? "th")}`;

const parts = (day: string) => day.split("-").map(Number) as [number, number, number];

/** Home's expiry text: 'Expired on {day}{ordinal} {month}' before today, else '{month} {day}{ordinal} {year}'. */
export function expiryText(day: string, expired: boolean): string {
  const [y, m, d] = parts(day);
  return expired ? `Expired on ${ordinal(d)} ${month(m)}` : `${month(m)} ${ordinal(d)} ${y}`;
}

/** '{day}{ordinal} {month} {year}', as the coupon detail's validity line writes a day. */
export function longDay(day: string): string {
  const [y, m, d] = parts(day);
  return `${ordinal(d)} ${month(m)} ${y}`;
}
