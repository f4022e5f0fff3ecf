import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, isoInIndia } from "./console-date";

describe("console dates", () => {
  it("a time is India time and says so; a day alone needs no zone (console review m17)", () => {
    const at = new Date("2026-11-28T20:12:00Z");
    expect(formatDateTime(at)).toBe("29 Nov 2026, 01:42 am IST");
    expect(formatDate(at)).toBe("29 Nov 2026");
  });
});

describe("isoInIndia", () => {
  it("is the India time of the moment with its offset, the same moment read back (console review m15)", () => {
    const at = new Date("2026-11-28T20:09:30.250Z");
    expect(isoInIndia(at)).toBe("2026-11-29T01:39:30.250+05:30");
    expect(new Date(isoInIndia(at)).getTime()).toBe(at.getTime());
  });
});
