// English month names, written out so a page can name a month without starting Intl in the browser
// (decision 320).

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 'March 2027': a local date's month and year, as en-IN's { month: "long", year: "numeric" } writes it. */
export function monthAndYear(date: Date): string {
  return `${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}
