import { describe, expect, it } from "vitest";
import { claimsText, offerText, validityText } from "./coupon-offer";

describe("offerText", () => {
  it.each([
    [{ actualPricing: 2000, discountedPrice: 1500 }, "25% OFF"],
    [{ actualPricing: 999, discountedPrice: 666 }, "33% OFF"],
    [{ actualPricing: null, discountedPrice: 499 }, "₹499"],
    [{ actualPricing: 1200, discountedPrice: null }, "₹1,200"],
    [{ actualPricing: 500, discountedPrice: 500 }, "₹500"],
    [{ actualPricing: null, discountedPrice: null }, null],
  ])("%j -> %s", (prices, text) => expect(offerText(prices)).toBe(text));
});

describe("validityText", () => {
  it("says when a coupon ends, or when it starts", () => {
    const dates = { startDate: "2026-12-01", expiryDate: "2027-01-03" };
    expect(validityText({ ...dates, isLived: true, status: "pending" })).toBe("Valid till 3rd January 2027");
    expect(validityText({ ...dates, isLived: false, status: "pending" })).toBe(
      "Starts 1st December 2026, valid till 3rd January 2027",
    );
    expect(validityText({ ...dates, isLived: false, status: "Expired" })).toBe("Expired on 3rd January 2027");
    expect(validityText({ ...dates, isLived: false, paused: true, status: "pending" })).toBe(
      "From 1st December 2026 to 3rd January 2027",
    );
    expect(validityText({ ...dates, isLived: false, status: "claimed" })).toBe(
      "From 1st December 2026 to 3rd January 2027",
    );
  });
});

describe("claimsText", () => {
  it.each([
    [{ claims: 3, claimCap: 500 }, "3 of 500 claimed"],
    [{ claims: 123456, claimCap: 1000000 }, "1,23,456 of 10,00,000 claimed"],
    [{ claims: 0, claimCap: null }, "0 claims, no limit"],
    [{ claims: 1, claimCap: null }, "1 claim, no limit"],
    // A cap on redemptions is not a cap on claims (decision 563).
    [{ claims: 12, claimCap: 5, capCounts: "redemptions" as const }, "12 claimed, limit 5 redemptions"],
    [{ claims: 0, claimCap: 1, capCounts: "redemptions" as const }, "0 claimed, limit 1 redemption"],
  ])("%j -> %s", (coupon, text) => expect(claimsText({ capCounts: "claims", ...coupon })).toBe(text));
});
