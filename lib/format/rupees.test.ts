import { describe, expect, it } from "vitest";
import { formatNumber, formatRate, formatRupees, formatRupeesCompact } from "./rupees";

describe("formatRupees", () => {
  it.each<[number, boolean, string]>([
    [49, false, "₹49"],
    [999, false, "₹999"],
    [100000, false, "₹1,00,000"],
    [1200000, false, "₹12,00,000"],
    [10000000, false, "₹1,00,00,000"],
    [1234.5, false, "₹1,235"],
    [0, false, "₹0"],
    [-1500, false, "-₹1,500"],
    [-0.2, false, "₹0"],
    [NaN, false, "₹0"],
    [Infinity, false, "₹0"],
    [1200000.5, true, "₹12,00,000.50"],
    [9650.22, true, "₹9,650.22"],
    [-0.001, true, "₹0.00"],
  ])("formatRupees(%s, paise=%s) = %s", (value, paise, expected) => {
    expect(formatRupees(value, { paise })).toBe(expected);
  });
});

describe("formatRupeesCompact", () => {
  it.each<[number, string]>([
    [0, "₹0"],
    [999, "₹999"],
    [120000, "₹1.2L"],
    [1000000, "₹10L"],
    [12000000, "₹1.2Cr"],
    [NaN, "₹0"],
  ])("formatRupeesCompact(%s) = %s", (value, expected) => {
    expect(formatRupeesCompact(value)).toBe(expected);
  });
});

describe("formatNumber", () => {
  it.each<[number, number | undefined, string]>([
    [1234567.891, undefined, "12,34,567.89"],
    [1234567.891, 0, "12,34,568"],
    [1234.5, 1, "1,234.5"],
    [0.5, 2, "0.5"],
    [Infinity, 2, "0"],
  ])("formatNumber(%s, %s) = %s", (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });
});

describe("formatRate", () => {
  it.each([
    [3, 16, "18.8%"],
    [0, 5, "0.0%"],
    [1, 1, "100.0%"],
    [4, 0, "—"],
  ])("formatRate(%s, %s) = %s", (part, whole, expected) => {
    expect(formatRate(part, whole)).toBe(expected);
  });
});
