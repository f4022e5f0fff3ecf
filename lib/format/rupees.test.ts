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
    // More claims than counted views (an app may claim without reporting a view): no rate, never 300%.
    [3, 1, "—"],
    [101, 100, "—"],
  ])("formatRate(%s, %s) = %s", (part, whole, expected) => {
    expect(formatRate(part, whole)).toBe(expected);
  });
});

describe("the same text as Intl's en-IN (decision 320)", () => {
  const intl = {
    rupees: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
    paise: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }),
    compact: new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 }),
    plain: [0, 1, 2, 3].map((digits) => new Intl.NumberFormat("en-IN", { maximumFractionDigits: digits })),
  };
  const noMinusZero = (text: string) => text.replace(/^-(?=₹0(\.0+)?$)/, "");

  // Every power of ten from 0.001 to 10^13, each side of each rounding edge, and a fixed pseudo-random
  // sample of every magnitude, both signs.
  const values: number[] = [0, -0, 1e-7, 5e-7, 1e21, 1.005, 2.675, 0.125, -0.004, 999.95, 99_950, 9_999_999_999];
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let power = -3; power <= 13; power++) {
    const scale = 10 ** power;
    values.push(scale, scale * 0.9995, scale * 9.995, scale * 99.95, scale * 999.95, scale * 1.05, scale * 1.25);
    for (let i = 0; i < 150; i++) {
      const x = next() * 10 * scale;
      values.push(x, -x, Math.round(x), Math.round(x * 100) / 100);
    }
  }

  // One comparison per function: a value that differs shows with its neighbours in the diff.
  const both = (ours: (value: number) => string, theirs: (value: number) => string) =>
    expect(values.map((value) => `${value}: ${ours(value)}`)).toEqual(
      values.map((value) => `${value}: ${theirs(value)}`),
    );

  it("formatRupees, with and without paise", () => {
    both(formatRupees, (value) => noMinusZero(intl.rupees.format(value)));
    both(
      (value) => formatRupees(value, { paise: true }),
      (value) => noMinusZero(intl.paise.format(value)),
    );
  });

  it("formatRupeesCompact, across lakhs and crores and beyond", () => {
    both(formatRupeesCompact, (value) => `₹${intl.compact.format(value)}`);
  });

  it("formatNumber with 0-3 decimals", () => {
    intl.plain.forEach((format, digits) =>
      both(
        (value) => formatNumber(value, digits),
        (value) => format.format(value),
      ),
    );
  });
});
