import { describe, expect, it } from "vitest";
import { notificationDate } from "./notification-date";

const now = new Date("2026-11-22T12:00:00Z");

describe("notificationDate", () => {
  it.each([
    ["no date", null, "Just now"],
    ["an invalid date", new Date("nope"), "Just now"],
    ["59 seconds ago", new Date("2026-11-22T11:59:01Z"), "Just now"],
    ["a minute ago", new Date("2026-11-22T11:59:00Z"), "Sunday, 22 November 2026"],
    ["yesterday", new Date("2026-11-21T09:30:00Z"), "Saturday, 21 November 2026"],
    // 20:00 UTC is 01:30 the next day in India.
    ["late evening UTC", new Date("2026-11-20T20:00:00Z"), "Saturday, 21 November 2026"],
  ])("%s", (_, createdAt, expected) => {
    expect(notificationDate(createdAt, now)).toBe(expected);
  });
});
