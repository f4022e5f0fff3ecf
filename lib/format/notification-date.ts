/** Notifications are dated in India, where the product and its partners are (decision 512). */
export const NOTIFICATION_TIME_ZONE = "Asia/Kolkata";

const longDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: NOTIFICATION_TIME_ZONE,
});

/**
 * Spec 2: a long-format date ('Saturday, 21 November 2026'), or 'Just now' when there is no date or
 * it is less than a minute old. Built from parts so the comma does not depend on the ICU version.
 */
export function notificationDate(createdAt: Date | null | undefined, now: Date = new Date()): string {
  if (!createdAt || Number.isNaN(createdAt.getTime())) return "Just now";
  if (now.getTime() - createdAt.getTime() < 60_000) return "Just now";
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    longDate.formatToParts(createdAt).find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}
