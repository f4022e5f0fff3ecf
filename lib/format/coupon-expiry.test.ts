import { describe, expect, it } from "vitest";
import { couponExpiryText, longDay, ordinal } from "./coupon-expiry";

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
  ])("%i -> %s", (day, text) => expect(ordinal(day)).toBe(text));
});

describe("couponExpiryText (spec 4)", () => {
  it.each([
    ["2025-08-03", "2025-08-04", "Expired on 3rd August"],
    ["2025-12-31", "2026-01-01", "Expired on 31st December"],
    ["2026-03-22", "2026-03-22", "March 22nd 2026"],
    ["2026-03-23", "2026-03-22", "March 23rd 2026"],
    ["2027-01-11", "2026-03-22", "January 11th 2027"],
  ])("expiry %s seen on %s -> %s", (expiry, today, text) => expect(couponExpiryText(expiry, today)).toBe(text));
});

describe("longDay", () => {
  it("writes the day out", () => {
    expect(longDay("2025-08-03")).toBe("3rd August 2025");
    expect(longDay("2026-12-22")).toBe("22nd December 2026");
  });
});
