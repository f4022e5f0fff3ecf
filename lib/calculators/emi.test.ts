import { describe, it, expect } from "vitest";
import { calculate, defaults, emiAmount, fields, scheduleToCsv, splitDownPayment, type EmiInputs } from "./emi";
import { MAX_MONTHS } from "./shared";

// Reference figures computed independently with Python's decimal module at 50 digits:
// EMI = P·r·(1+r)^n / ((1+r)^n − 1), total interest = EMI·n − P.
const references: [number, number, number, number, number][] = [
  [1000000, 10, 240, 9650.22, 1316051.95],
  [500000, 8.5, 60, 10258.27, 115495.94],
  [460000, 10, 94, 7077.35, 205270.79],
  [2500000, 8.75, 240, 22092.77, 2802264.25],
  [1600000, 7, 60, 31681.92, 300915.06],
  [10000000, 30, 360, 250034.47, 80012408.26],
  [4500000, 9, 120, 57004.1, 2340491.78],
];

describe("emi fields", () => {
  it("match the spec ranges and defaults", () => {
    expect(fields.map((f) => [f.key, f.min, f.max, f.step, f.default])).toEqual([
      ["loanAmount", 10000, 10000000, 1000, 460000],
      ["annualRate", 1, 30, 0.1, 10],
      ["tenureMonths", 1, 360, 1, 94],
    ]);
    expect(defaults).toEqual({ loanAmount: 460000, annualRate: 10, tenureMonths: 94 });
  });
});

describe("emi reference figures", () => {
  it.each(references)(
    "₹%s at %s%% for %s months → EMI ₹%s, interest ₹%s",
    (loanAmount, annualRate, tenureMonths, emi, interest) => {
      const result = calculate({ loanAmount, annualRate, tenureMonths });
      expect(result.emi).toBe(emi);
      expect(Math.abs(result.totalInterest - interest)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(result.totalPayment - (loanAmount + interest))).toBeLessThanOrEqual(0.01);
    },
  );

  it("one-month loan repays principal plus one month of interest", () => {
    expect(calculate({ loanAmount: 120000, annualRate: 12, tenureMonths: 1 }).emi).toBe(121200);
  });
});

describe("emi zero rules", () => {
  it.each<[string, EmiInputs]>([
    ["zero loan", { loanAmount: 0, annualRate: 10, tenureMonths: 60 }],
    ["negative loan", { loanAmount: -500000, annualRate: 10, tenureMonths: 60 }],
    ["zero rate", { loanAmount: 500000, annualRate: 0, tenureMonths: 60 }],
    ["negative rate", { loanAmount: 500000, annualRate: -5, tenureMonths: 60 }],
    ["zero tenure", { loanAmount: 500000, annualRate: 10, tenureMonths: 0 }],
    ["negative tenure", { loanAmount: 500000, annualRate: 10, tenureMonths: -12 }],
    ["tenure rounding to 0", { loanAmount: 500000, annualRate: 10, tenureMonths: 0.4 }],
    ["NaN loan", { loanAmount: NaN, annualRate: 10, tenureMonths: 60 }],
    ["Infinite rate", { loanAmount: 500000, annualRate: Infinity, tenureMonths: 60 }],
  ])("%s gives zeros", (_label, inputs) => {
    expect(calculate(inputs)).toEqual({
      emi: 0,
      totalInterest: 0,
      totalPayment: 0,
      schedule: { monthly: [], yearly: [] },
    });
    expect(emiAmount(inputs.loanAmount, inputs.annualRate, inputs.tenureMonths)).toBe(0);
  });
});

describe("emi amortisation schedule", () => {
  it.each<[number, number, number]>([
    [1000000, 10, 240],
    [460000, 10, 94],
    [10000, 1, 1],
    [10000000, 30, 360],
    [75000, 13.5, 17],
  ])("₹%s at %s%% for %s months is consistent", (loanAmount, annualRate, tenureMonths) => {
    const { emi, totalInterest, schedule } = calculate({ loanAmount, annualRate, tenureMonths });
    const { monthly, yearly } = schedule;
    expect(monthly).toHaveLength(tenureMonths);
    expect(monthly.at(-1)?.balance).toBe(0);
    expect(monthly.every((row) => row.emi === emi)).toBe(true);
    for (let i = 1; i < monthly.length; i += 1) {
      expect(monthly[i]?.balance ?? Infinity).toBeLessThanOrEqual(monthly[i - 1]?.balance ?? 0);
    }
    const principalSum = monthly.reduce((sum, row) => sum + row.principal, 0);
    const interestSum = monthly.reduce((sum, row) => sum + row.interest, 0);
    // Rows are rounded for display, so their sums may drift from the totals by paise only.
    expect(Math.abs(principalSum - loanAmount)).toBeLessThan(tenureMonths * 0.005 + 0.01);
    expect(Math.abs(interestSum - totalInterest)).toBeLessThan(tenureMonths * 0.005 + 0.01);

    expect(yearly).toHaveLength(Math.ceil(tenureMonths / 12));
    expect(yearly.reduce((sum, y) => sum + y.months.length, 0)).toBe(tenureMonths);
    expect(yearly.at(-1)?.balance).toBe(0);
    expect(yearly.map((y) => y.year)).toEqual(yearly.map((_, i) => i + 1));
  });

  it("aggregates a year from its months", () => {
    const { schedule } = calculate({ loanAmount: 1000000, annualRate: 10, tenureMonths: 240 });
    const first = schedule.yearly[0];
    expect(first?.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first?.balance).toBe(schedule.monthly[11]?.balance);
    expect(first?.interest).toBeCloseTo(first?.months.reduce((s, m) => s + m.interest, 0) ?? 0, 2);
    // First month: interest is 10%/12 of ₹10,00,000.
    expect(schedule.monthly[0]).toEqual({
      month: 1,
      emi: 9650.22,
      principal: 1316.88,
      interest: 8333.33,
      balance: 998683.12,
    });
  });

  it("rounds a fractional tenure to whole months", () => {
    expect(calculate({ loanAmount: 460000, annualRate: 10, tenureMonths: 94.4 })).toEqual(calculate(defaults));
  });
});

describe("emi very large inputs", () => {
  it.each<[string, EmiInputs]>([
    ["huge loan", { loanAmount: 1e13, annualRate: 30, tenureMonths: 360 }],
    ["huge rate", { loanAmount: 1e7, annualRate: 1e6, tenureMonths: 360 }],
    ["huge tenure (capped)", { loanAmount: 1e7, annualRate: 10, tenureMonths: 1e9 }],
  ])("%s stays finite", (_label, inputs) => {
    const result = calculate(inputs);
    for (const value of [result.emi, result.totalInterest, result.totalPayment]) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThan(0);
    }
    expect(result.schedule.monthly.length).toBeLessThanOrEqual(MAX_MONTHS);
    expect(result.schedule.monthly.every((row) => Number.isFinite(row.balance) && Number.isFinite(row.interest))).toBe(
      true,
    );
  });

  it("falls back to interest-only when (1+r)^n overflows", () => {
    expect(emiAmount(1e7, 1e6, 360)).toBeCloseTo(1e7 * (1e6 / 1200), 0);
  });
});

describe("splitDownPayment", () => {
  it.each<[number, number, number, number]>([
    [2000000, 20, 400000, 1600000],
    [12000000, 0, 0, 12000000],
    [12000000, 100, 12000000, 0],
    [999999, 33.3, 332999.67, 666999.33],
    [500000, -5, 0, 500000], // clamped into 0..100
    [500000, 150, 500000, 0],
    [500000, NaN, 0, 500000],
  ])("₹%s with %s%% down: ₹%s down, ₹%s loan", (price, percent, downPayment, loanAmount) => {
    expect(splitDownPayment(price, percent)).toEqual({ downPayment, loanAmount });
  });
});

describe("scheduleToCsv", () => {
  it("writes a header and one line per month", () => {
    const { schedule } = calculate({ loanAmount: 120000, annualRate: 12, tenureMonths: 13 });
    const lines = scheduleToCsv(schedule).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Month,Year,EMI,Principal,Interest,Balance");
    expect(lines).toHaveLength(14);
    expect(lines[1]).toMatch(/^1,1,\d+\.\d{2},\d+\.\d{2},1200\.00,\d+\.\d{2}$/);
    expect(lines[13]).toMatch(/^13,2,.*,0\.00$/);
    expect(scheduleToCsv(schedule.monthly)).toBe(scheduleToCsv(schedule));
  });

  it("has only a header for an empty schedule", () => {
    expect(scheduleToCsv(calculate({ loanAmount: 0, annualRate: 10, tenureMonths: 12 }).schedule)).toBe(
      "Month,Year,EMI,Principal,Interest,Balance\r\n",
    );
  });
});
