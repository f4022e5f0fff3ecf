import { describe, expect, it } from "vitest";
import { generateCouponCode } from "./coupon-code";

describe("generateCouponCode", () => {
  it("makes 8 readable characters, never 0, O, 1, I or L, and different codes each time", () => {
    const codes = Array.from({ length: 200 }, () => generateCouponCode());
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it("skips the bytes that would favour some characters", () => {
    const bytes = [255, 250, 0, 1, 2, 3, 4, 5, 6, 7];
    expect(generateCouponCode(8, (n) => Uint8Array.from({ length: n }, (_, i) => bytes[i % bytes.length]!))).toBe(
      "ABCDEFGH",
    );
  });
});
