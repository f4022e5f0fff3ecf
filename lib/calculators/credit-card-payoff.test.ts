import { describe, it, expect } from "vitest";
import {
  MAX_CHART_POINTS,
  MAX_PAYOFF_MONTHS,
  NEVER_MONTHS,
  calculate,
  debtFreeDate,
  defaults,
  fields,
  type CreditCardInputs,
  type PayoffStatus,
} from "./credit-card-payoff";

describe("credit card fields", () => {
  it("use the widened rate range with the spec default", () => {
    expect(fields.map((f) => [f.key, f.min, f.max, f.step, f.default])).toEqual([
      ["balance", 1000, 100000, 500, 21500],
      ["annualRate", 1, 50, 0.5, 19],
      ["monthlyPayment", 10, 5000, 10, 1210],
    ]);
    expect(defaults).toEqual({ balance: 21500, annualRate: 19, monthlyPayment: 1210 });
  });
});

// Reference results from an independent Python (decimal) simulation with the same rule:
// interest on the opening balance, rounded to paise, then the payment (capped at what is owed).
describe("credit card payoff reference figures", () => {
  it.each<[number, number, number, number, number, number]>([
    [21500, 19, 1210, 22, 3946.21, 25446.21],
    [50000, 36, 2500, 31, 27497.33, 77497.33],
    [100000, 42, 5000, 35, 74989, 174989],
    [1000, 1, 10, 105, 44.57, 1044.57],
    [1000, 12, 5000, 1, 10, 1010],
  ])(
    "₹%s at %s%% paying ₹%s → %s months, interest ₹%s, paid ₹%s",
    (balance, annualRate, monthlyPayment, months, interest, paid) => {
      const result = calculate({ balance, annualRate, monthlyPayment });
      expect(result.status).toBe("paid-off");
      expect(result.months).toBe(months);
      expect(result.totalInterest).toBe(interest);
      expect(result.totalPaid).toBe(paid);
      expect(result.remainingBalance).toBe(0);
      expect(result.totalPaid).toBeCloseTo(balance + result.totalInterest, 2);
    },
  );
});

describe("credit card 999 / 1000-month rules", () => {
  it.each<[string, CreditCardInputs]>([
    ["payment equal to the first month interest", { balance: 100000, annualRate: 36, monthlyPayment: 3000 }],
    ["payment below the first month interest", { balance: 100000, annualRate: 36, monthlyPayment: 2990 }],
    ["minimum payment on a large balance", { balance: 100000, annualRate: 50, monthlyPayment: 10 }],
  ])("%s → 999 months and interest of twice the balance", (_label, inputs) => {
    const result = calculate(inputs);
    expect(result.status).toBe("never");
    expect(result.months).toBe(NEVER_MONTHS);
    expect(result.totalInterest).toBe(2 * inputs.balance);
    expect(result.totalPaid).toBe(3 * inputs.balance);
  });

  it("a payment just above the first month interest still pays off", () => {
    const result = calculate({ balance: 100000, annualRate: 36, monthlyPayment: 3010 });
    expect(result.status).toBe("paid-off");
    expect(result.months).toBeGreaterThan(100);
    expect(result.months).toBeLessThan(MAX_PAYOFF_MONTHS);
  });

  it("stops at 1000 months when the balance falls too slowly", () => {
    const result = calculate({ balance: 100000, annualRate: 1, monthlyPayment: 90 });
    expect(result.status).toBe("capped");
    expect(result.months).toBe(MAX_PAYOFF_MONTHS);
    expect(result.totalPaid).toBe(90000);
    expect(result.totalInterest).toBe(79598.6);
    expect(result.remainingBalance).toBe(89598.6);
  });
});

describe("credit card zero rules", () => {
  it.each<[string, CreditCardInputs]>([
    ["zero balance", { balance: 0, annualRate: 19, monthlyPayment: 1210 }],
    ["negative balance", { balance: -5000, annualRate: 19, monthlyPayment: 1210 }],
    ["zero rate", { balance: 21500, annualRate: 0, monthlyPayment: 1210 }],
    ["negative rate", { balance: 21500, annualRate: -19, monthlyPayment: 1210 }],
    ["zero payment", { balance: 21500, annualRate: 19, monthlyPayment: 0 }],
    ["negative payment", { balance: 21500, annualRate: 19, monthlyPayment: -100 }],
    ["NaN balance", { balance: NaN, annualRate: 19, monthlyPayment: 1210 }],
  ])("%s gives zeros", (_label, inputs) => {
    expect(calculate(inputs)).toEqual({
      months: 0,
      totalInterest: 0,
      totalPaid: 0,
      remainingBalance: 0,
      status: "none" satisfies PayoffStatus,
      series: [],
    });
  });
});

describe("credit card balance series", () => {
  it.each<[string, CreditCardInputs, number]>([
    ["short payoff keeps every month", defaults, 23],
    ["long payoff is downsampled", { balance: 100000, annualRate: 36, monthlyPayment: 3010 }, MAX_CHART_POINTS],
    ["capped run is downsampled", { balance: 100000, annualRate: 1, monthlyPayment: 90 }, MAX_CHART_POINTS],
  ])("%s", (_label, inputs, expectedPoints) => {
    const result = calculate(inputs);
    expect(result.series).toHaveLength(expectedPoints);
    expect(result.series[0]).toEqual({ month: 0, balance: inputs.balance });
    expect(result.series.at(-1)).toEqual({ month: result.months, balance: result.remainingBalance });
    for (let i = 1; i < result.series.length; i += 1) {
      expect(result.series[i]?.balance ?? Infinity).toBeLessThanOrEqual(result.series[i - 1]?.balance ?? 0);
    }
  });
});

describe("credit card very large inputs", () => {
  it.each<CreditCardInputs>([
    { balance: 1e12, annualRate: 45, monthlyPayment: 1e11 },
    { balance: 1e12, annualRate: 1e4, monthlyPayment: 1e6 },
    { balance: 1e9, annualRate: 0.001, monthlyPayment: 1 },
  ])("%o stays finite", (inputs) => {
    const result = calculate(inputs);
    for (const value of [result.months, result.totalInterest, result.totalPaid, result.remainingBalance]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    expect(result.months).toBeLessThanOrEqual(MAX_PAYOFF_MONTHS);
  });
});

describe("debtFreeDate", () => {
  it.each<[number, Date, Date | null]>([
    [22, new Date(2025, 2, 15), new Date(2027, 0, 15)],
    [1, new Date(2025, 0, 31), new Date(2025, 1, 28)], // day clamped to the shorter month
    [1, new Date(2024, 0, 31), new Date(2024, 1, 29)], // leap year
    [13, new Date(2024, 11, 1), new Date(2026, 0, 1)],
    [998, new Date(2025, 0, 1), new Date(2108, 2, 1)],
    [0, new Date(2025, 0, 1), null],
    [-3, new Date(2025, 0, 1), null],
    [NEVER_MONTHS, new Date(2025, 0, 1), null],
    [MAX_PAYOFF_MONTHS, new Date(2025, 0, 1), null],
    [NaN, new Date(2025, 0, 1), null],
    [5, new Date(Number.NaN), null],
  ])("%s months after %s → %s", (months, from, expected) => {
    expect(debtFreeDate(months, from)).toEqual(expected);
  });

  it("does not change the date passed in", () => {
    const from = new Date(2025, 4, 10);
    debtFreeDate(12, from);
    expect(from).toEqual(new Date(2025, 4, 10));
  });
});
