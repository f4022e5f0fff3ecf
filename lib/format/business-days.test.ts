import { describe, expect, it } from "vitest";
import { businessDaysBetween } from "./business-days";

// 2026-11-20 is a Friday.
const ist = (day: string, time = "10:00") => new Date(`${day}T${time}:00+05:30`);

describe("businessDaysBetween", () => {
  it("is 0 on the same day and skips the weekend", () => {
    expect(businessDaysBetween(ist("2026-11-20"), ist("2026-11-20", "23:00"))).toBe(0);
    expect(businessDaysBetween(ist("2026-11-20"), ist("2026-11-22"))).toBe(0);
    expect(businessDaysBetween(ist("2026-11-20"), ist("2026-11-23"))).toBe(1);
  });

  it("counts a request made Friday as overdue only after the second Tuesday", () => {
    expect(businessDaysBetween(ist("2026-11-20"), ist("2026-12-01"))).toBe(7);
    expect(businessDaysBetween(ist("2026-11-20"), ist("2026-12-02"))).toBe(8);
  });

  it("uses India's calendar day, not UTC's", () => {
    // 00:30 IST on Monday is still Sunday in UTC.
    expect(businessDaysBetween(ist("2026-11-20"), ist("2026-11-23", "00:30"))).toBe(1);
  });
});
