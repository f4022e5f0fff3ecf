import { describe, expect, it } from "vitest";
import { describeChange } from "./coupon-change-list";

describe("a coupon's change, as the partner reads it", () => {
  it("writes prices in rupees, counts the Indian way and days in words", () => {
    const at = "2026-11-30T10:00:00.000Z";
    const edit = (fields: Record<string, { from: unknown; to: unknown }>) =>
      describeChange({ kind: "edit", at, fields } as Parameters<typeof describeChange>[0]);
    expect(edit({ actualPricing: { from: 150000, to: 200000 } })).toBe("Edited actual price: ₹1,50,000 → ₹2,00,000");
    expect(edit({ discountedPrice: { from: 1499.5, to: null } })).toBe("Edited discounted price: ₹1,499.50 → none");
    expect(edit({ claimCap: { from: null, to: 100000 } })).toBe("Edited claim limit: none → 1,00,000");
    expect(edit({ expiryDate: { from: "2026-12-19", to: "2026-12-24" } })).toBe(
      "Edited expiry date: 19th December 2026 → 24th December 2026",
    );
    expect(
      edit({
        title: { from: "Diwali 2026", to: "Diwali sale" },
        category: { from: ["Fashion"], to: ["Fashion", "Food & Beverage"] },
      }),
    ).toBe("Edited title: Diwali 2026 → Diwali sale; categories: Fashion → Fashion, Food & Beverage");
  });
});
