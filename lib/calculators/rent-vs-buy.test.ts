import { describe, it, expect } from "vitest";
import {
  METHOD,
  calculate,
  defaults,
  fields,
  type Cheaper,
  type RentVsBuyInputs,
  type RentVsBuyResult,
} from "./rent-vs-buy";

const withDefaults = (overrides: Partial<RentVsBuyInputs>): RentVsBuyInputs => ({ ...defaults, ...overrides });
const paiseClose = (actual: number, expected: number): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.01);
};

describe("rent vs buy fields", () => {
  it("match the spec ranges and defaults", () => {
    expect(fields.map((f) => [f.key, f.min, f.max, f.step, f.default])).toEqual([
      ["homePrice", 2000000, 500000000, 100000, 12000000],
      ["downPaymentPercent", 0, 100, 1, 20],
      ["loanRate", 1, 20, 0.1, 7],
      ["tenureMonths", 12, 360, 3, 240],
      ["propertyTaxPercent", 0, 5, 0.1, 2],
      ["maintenancePercent", 0, 10, 0.1, 1],
      ["appreciationPercent", 0, 20, 0.5, 3],
      ["monthlyRent", 5000, 100000, 1000, 30000],
      ["rentIncreasePercent", 0, 10, 0.5, 3],
    ]);
    expect(METHOD.length).toBeGreaterThan(50);
  });
});

// Reference figures from an independent Python (decimal, 50 digits) implementation of METHOD.
describe("rent vs buy reference figures", () => {
  it.each<[string, RentVsBuyInputs, number, number, number | null, number, number, Cheaper]>([
    ["defaults", defaults, 8262887.48, 9673334.82, 18, 74428.7, 21673334.82, "buy"],
    [
      "cheap loan, fast growth",
      withDefaults({
        homePrice: 5000000,
        downPaymentPercent: 10,
        loanRate: 9,
        tenureMonths: 180,
        propertyTaxPercent: 0.5,
        appreciationPercent: 5,
        monthlyRent: 20000,
        rentIncreasePercent: 5,
      }),
      -60689.3,
      5178855.26,
      1,
      45642,
      10394640.9,
      "buy",
    ],
    [
      "costly flat, low rent",
      withDefaults({
        homePrice: 50000000,
        loanRate: 12,
        appreciationPercent: 0,
        monthlyRent: 10000,
        rentIncreasePercent: 0,
      }),
      95704268.82,
      2400000,
      null,
      440434.45,
      50000000,
      "rent",
    ],
    ["30-year loan", withDefaults({ tenureMonths: 360 }), 13392854.23, 17127149.65, 25, 63869.04, 29127149.65, "buy"],
    [
      "part year (15 months)",
      withDefaults({ homePrice: 2000000, tenureMonths: 15 }),
      75850.71,
      452700,
      1,
      111711.99,
      2075279.17,
      "buy",
    ],
    [
      "no loan at 100% down",
      withDefaults({
        homePrice: 20000000,
        downPaymentPercent: 100,
        loanRate: 8,
        tenureMonths: 120,
        propertyTaxPercent: 1,
        appreciationPercent: 4,
        monthlyRent: 40000,
        rentIncreasePercent: 5,
      }),
      -4802442.85,
      6037388.42,
      1,
      0,
      29604885.7,
      "buy",
    ],
  ])("%s", (_label, inputs, buyTotal, rentTotal, breakEvenYear, emi, homeValueAtEnd, cheaper) => {
    const result = calculate(inputs);
    paiseClose(result.buyTotal, buyTotal);
    paiseClose(result.rentTotal, rentTotal);
    paiseClose(result.difference, Math.abs(buyTotal - rentTotal));
    expect(result.breakEvenYear).toBe(breakEvenYear);
    expect(result.emi).toBe(emi);
    paiseClose(result.homeValueAtEnd, homeValueAtEnd);
    expect(result.cheaper).toBe(cheaper);
  });

  it("builds the defaults from the parts the method names", () => {
    const r = calculate(defaults);
    expect(r.downPayment).toBe(2400000);
    expect(r.loanAmount).toBe(9600000);
    paiseClose(r.buyTotal, r.downPayment + r.totalEmiPaid + r.totalTaxAndMaintenance - r.homeValueAtEnd);
    expect(r.series.slice(0, 2)).toEqual([
      { year: 1, buyCumulativeNet: 664765.16, rentCumulative: 360000 },
      { year: 2, buyCumulativeNet: 1313020.78, rentCumulative: 730800 },
    ]);
  });
});

describe("rent vs buy yearly series", () => {
  it.each<[number, number]>([
    [240, 20],
    [15, 2],
    [12, 1],
    [360, 30],
    [243, 21],
  ])("tenure %s months gives %s yearly points ending at the totals", (tenureMonths, years) => {
    const result = calculate(withDefaults({ tenureMonths }));
    expect(result.series).toHaveLength(years);
    expect(result.series.map((p) => p.year)).toEqual(result.series.map((_, i) => i + 1));
    expect(result.series.at(-1)?.buyCumulativeNet).toBe(result.buyTotal);
    expect(result.series.at(-1)?.rentCumulative).toBe(result.rentTotal);
    const breakEven = result.series.find((p) => p.buyCumulativeNet < p.rentCumulative);
    expect(result.breakEvenYear).toBe(breakEven?.year ?? null);
  });
});

/** Every amount a computed result has is 0; neither is cheaper, there is no break-even year and no series. */
function nothingComputed(): RentVsBuyResult {
  const amounts = Object.keys(calculate(defaults)).map((key) => [key, 0]);
  return { ...Object.fromEntries(amounts), cheaper: "equal", breakEvenYear: null, series: [] } as RentVsBuyResult;
}

describe("rent vs buy zero rules", () => {
  it.each<[string, Partial<RentVsBuyInputs>]>([
    ["zero price", { homePrice: 0 }],
    ["negative price", { homePrice: -1 }],
    ["zero rate", { loanRate: 0 }],
    ["negative rate", { loanRate: -7 }],
    ["zero tenure", { tenureMonths: 0 }],
    ["negative tenure", { tenureMonths: -24 }],
    ["NaN price", { homePrice: NaN }],
  ])("%s gives zeros", (_label, overrides) => {
    expect(calculate(withDefaults(overrides))).toEqual(nothingComputed());
  });

  it.each<[number, number]>([
    [-20, 0],
    [150, 100],
  ])("down payment %s%% is treated as %s%%", (given, used) => {
    expect(calculate(withDefaults({ downPaymentPercent: given }))).toEqual(
      calculate(withDefaults({ downPaymentPercent: used })),
    );
  });
});

describe("rent vs buy very large inputs", () => {
  it.each<[string, Partial<RentVsBuyInputs>]>([
    [
      "top of every slider",
      {
        homePrice: 500000000,
        loanRate: 20,
        tenureMonths: 360,
        propertyTaxPercent: 5,
        maintenancePercent: 10,
        appreciationPercent: 20,
        monthlyRent: 100000,
        rentIncreasePercent: 10,
      },
    ],
    ["absurd price and growth", { homePrice: 1e13, appreciationPercent: 500, rentIncreasePercent: 500 }],
    ["absurd rate", { loanRate: 1e6 }],
  ])("%s stays finite", (_label, overrides) => {
    const result = calculate(withDefaults(overrides));
    const numbers = [result.buyTotal, result.rentTotal, result.difference, result.emi, result.homeValueAtEnd];
    for (const value of numbers) expect(Number.isFinite(value)).toBe(true);
    for (const point of result.series) {
      expect(Number.isFinite(point.buyCumulativeNet) && Number.isFinite(point.rentCumulative)).toBe(true);
    }
  });
});
