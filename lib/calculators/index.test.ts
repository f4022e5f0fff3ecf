import { existsSync } from "node:fs";
import path from "node:path";
import { describe, it, expect } from "vitest";
import {
  autoLoan,
  calculatorEntry,
  calculatorPaths,
  calculators,
  creditCardPayoff,
  emi,
  rentVsBuy,
  savingsGoal,
  snapToStep,
  tripCost,
  type SliderField,
} from "./index";

describe("calculator registry", () => {
  it("lists the six calculators in order", () => {
    expect(calculators.map((c) => [c.id, c.number, c.title, c.isDark, c.path])).toEqual([
      ["credit-card-payoff", "01", "Credit card pay off calculator", false, "/creditCardCalculator"],
      ["emi", "02", "EMI calculator", true, "/EMICalculator"],
      ["rent-vs-buy", "03", "Rent vs Buy Calculator", false, "/rentvsbuyCalculator"],
      ["savings-goal", "04", "Savings goal calculator", true, "/SavingsCalculator"],
      ["auto-loan", "05", "Auto loan calculator", false, "/AutoLoanCalculator"],
      ["spring-break-cost", "06", "Trip cost calculator", true, "/TripCostCalculator"],
    ]);
  });

  it.each(calculators)("$id has a one-sentence description", ({ description }) => {
    expect(description).toMatch(/^[A-Z][^.!?]*\.$/);
  });

  it("finds a calculator by id", () => {
    expect(calculatorEntry("emi").path).toBe("/EMICalculator");
    expect(calculatorEntry("spring-break-cost").title).toBe("Trip cost calculator");
  });

  it("lists each page once, and each has its page under app/(marketing)", () => {
    expect(new Set(calculatorPaths).size).toBe(calculators.length);
    const pages = path.join(import.meta.dirname, "../../app/(marketing)");
    for (const route of calculatorPaths) expect(existsSync(path.join(pages, route, "page.tsx")), route).toBe(true);
  });
});

const modules: [string, readonly SliderField[], Record<string, unknown>, () => unknown][] = [
  [
    "credit-card-payoff",
    creditCardPayoff.fields,
    { ...creditCardPayoff.defaults },
    () => creditCardPayoff.calculate(creditCardPayoff.defaults),
  ],
  ["emi", emi.fields, { ...emi.defaults }, () => emi.calculate(emi.defaults)],
  ["rent-vs-buy", rentVsBuy.fields, { ...rentVsBuy.defaults }, () => rentVsBuy.calculate(rentVsBuy.defaults)],
  ["savings-goal", savingsGoal.fields, { ...savingsGoal.defaults }, () => savingsGoal.calculate(savingsGoal.defaults)],
  ["auto-loan", autoLoan.fields, { ...autoLoan.defaults }, () => autoLoan.calculate(autoLoan.defaults)],
  ["trip-cost", tripCost.fields, { ...tripCost.defaults }, () => tripCost.calculate(tripCost.defaults)],
];

function collectNumbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectNumbers(item, out);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) collectNumbers(item, out);
  return out;
}

describe.each(modules)("%s slider fields", (_name, fields, defaults, run) => {
  it.each(fields.map((f) => [f.key, f] as const))(
    "%s: range is a whole number of steps and the default sits on it",
    (_key, field) => {
      expect(field.min).toBeLessThan(field.max);
      expect(field.step).toBeGreaterThan(0);
      const steps = (field.max - field.min) / field.step;
      expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
      expect(field.default).toBeGreaterThanOrEqual(field.min);
      expect(field.default).toBeLessThanOrEqual(field.max);
      expect(snapToStep(field.default, field)).toBe(field.default);
      expect(defaults[field.key]).toBe(field.default);
    },
  );

  it("calculates the defaults without NaN or Infinity", () => {
    const numbers = collectNumbers(run());
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every(Number.isFinite)).toBe(true);
  });
});
