import { describe, expect, it } from "vitest";
import { comparisonRows, priceTable } from "./pricing";

describe("pricing data", () => {
  it.each([
    ["quarterly", "basic", 129, 59, "-54%"],
    ["quarterly", "pro", 159, 89, "-44%"],
    ["annually", "basic", 129, 49, "-62%"],
    ["annually", "pro", 159, 79, "-50%"],
  ] as const)("%s %s: list %i, price %i, %s", (period, plan, actual, price, discount) => {
    expect(priceTable[period][plan]).toEqual({ actualPrice: actual, price, discount });
    // The label is the rounded saving against the list price.
    expect(`-${Math.round((1 - price / actual) * 100)}%`).toBe(discount);
  });

  it("swaps the comparison table by audience", () => {
    expect(comparisonRows("employee").map((r) => r.name)).toContain("Knowledge vault");
    expect(comparisonRows("employer").map((r) => r.name)).toContain("Corporate cash console");
    expect(comparisonRows("employer").find((r) => r.name === "Receipt scans")).toMatchObject({
      basic: "10 per month",
      pro: "Unlimited",
    });
  });
});
