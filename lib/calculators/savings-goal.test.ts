import { describe, it, expect } from "vitest";
import {
  MAX_MONTHS_TO_GOAL,
  calculate,
  defaults,
  fields,
  type SavingsGoalInputs,
  type SavingsGoalResult,
} from "./savings-goal";
import { MAX_MONTHS } from "./shared";

const inputs = (
  target: number,
  current: number,
  monthlyContribution: number,
  months: number,
  annualRate: number,
): SavingsGoalInputs => ({
  target,
  current,
  monthlyContribution,
  months,
  annualRate,
});

describe("savings goal fields", () => {
  it("match the spec ranges and defaults", () => {
    expect(fields.map((f) => [f.key, f.min, f.max, f.step, f.default])).toEqual([
      ["target", 1000, 100000, 100, 5000],
      ["current", 0, 100000, 100, 500],
      ["monthlyContribution", 100, 10000, 50, 500],
      ["months", 1, 360, 1, 24],
      ["annualRate", 0, 10, 0.1, 1.5],
    ]);
    expect(defaults).toEqual(inputs(5000, 500, 500, 24, 1.5));
  });
});

// Reference figures from an independent Python (decimal) run of balance = balance·(1+r) + contribution.
describe("savings goal reference figures", () => {
  it.each<[SavingsGoalInputs, number, number | null, number, number]>([
    [defaults, 12689.31, 9, 100, 0],
    [inputs(100000, 0, 1000, 60, 6), 69770.03, 82, 69.8, 30229.97],
    [inputs(100000, 0, 100, 12, 0), 1200, 1000, 1.2, 98800],
    [inputs(100000, 0, 50, 12, 0), 600, null, 0.6, 99400],
    [inputs(50000, 10000, 2000, 36, 7.5), 92977.22, 19, 100, 0],
    [inputs(100000, 100000, 100, 1, 10), 100933.33, 0, 100, 0],
    [inputs(25000, 0, 1000, 12, 4.2), 12233.72, 25, 48.9, 12766.28],
  ])("%o", (given, endBalance, monthsToGoal, progress, remaining) => {
    const result = calculate(given);
    expect(result.endBalance).toBe(endBalance);
    expect(result.monthsToGoal).toBe(monthsToGoal);
    expect(result.progress).toBe(progress);
    expect(result.remaining).toBe(remaining);
    expect(result.totalContributed).toBe(given.current + given.monthlyContribution * given.months);
    expect(result.interestEarned).toBeCloseTo(endBalance - result.totalContributed, 2);
  });
});

describe("savings goal progress and remaining", () => {
  it.each<[SavingsGoalInputs, number, number]>([
    [inputs(3000, 0, 1000, 1, 0), 33.3, 2000],
    [inputs(3000, 0, 2000, 1, 0), 66.7, 1000],
    [inputs(1000, 0, 999, 1, 0), 99.9, 1],
    [inputs(1000, 0, 1000, 1, 0), 100, 0],
    [inputs(1000, 100000, 10000, 360, 10), 100, 0], // far past the goal: capped, never negative
  ])("%o → progress %s%%, remaining ₹%s", (given, progress, remaining) => {
    const result = calculate(given);
    expect(result.progress).toBe(progress);
    expect(result.progress).toBeLessThanOrEqual(100);
    expect(result.remaining).toBe(remaining);
    expect(result.remaining).toBeGreaterThanOrEqual(0);
  });

  it("a goal already met takes 0 months", () => {
    expect(calculate(inputs(5000, 5000, 100, 12, 0)).monthsToGoal).toBe(0);
  });

  it("no contribution and no interest never reaches the goal", () => {
    expect(calculate(inputs(5000, 500, 0, 12, 0)).monthsToGoal).toBeNull();
  });

  it(`gives up after ${MAX_MONTHS_TO_GOAL} months`, () => {
    expect(calculate(inputs(100000, 0, 100, 12, 0)).monthsToGoal).toBe(1000);
    expect(calculate(inputs(120100, 0, 100, 12, 0)).monthsToGoal).toBeNull();
  });
});

describe("savings goal growth series", () => {
  it.each<[SavingsGoalInputs]>([[defaults], [inputs(100000, 0, 1000, 60, 6)], [inputs(1000, 0, 100, 1, 0)]])(
    "has month 0..n for %o",
    (given) => {
      const result = calculate(given);
      expect(result.series).toHaveLength(given.months + 1);
      expect(result.series[0]).toEqual({ month: 0, balance: given.current, contributed: given.current });
      expect(result.series.at(-1)).toEqual({
        month: given.months,
        balance: result.endBalance,
        contributed: result.totalContributed,
      });
      for (const point of result.series) expect(point.balance).toBeGreaterThanOrEqual(point.contributed - 0.005);
    },
  );
});

/** Every amount a computed result has is 0; no month reaches the goal and there is no series. */
function nothingComputed(): SavingsGoalResult {
  const amounts = Object.keys(calculate(defaults)).map((key) => [key, 0]);
  return { ...Object.fromEntries(amounts), monthsToGoal: null, series: [] } as SavingsGoalResult;
}

describe("savings goal zero rules", () => {
  it.each<[string, SavingsGoalInputs]>([
    ["zero target", inputs(0, 500, 500, 24, 1.5)],
    ["negative target", inputs(-5000, 500, 500, 24, 1.5)],
    ["zero months", inputs(5000, 500, 500, 0, 1.5)],
    ["negative months", inputs(5000, 500, 500, -6, 1.5)],
    ["negative rate", inputs(5000, 500, 500, 24, -1)],
    ["NaN target", inputs(NaN, 500, 500, 24, 1.5)],
  ])("%s gives zeros", (_label, given) => {
    expect(calculate(given)).toEqual(nothingComputed());
  });

  it("a 0% rate is a valid slider value and is computed", () => {
    const result = calculate(inputs(5000, 500, 500, 24, 0));
    expect(result.endBalance).toBe(12500);
    expect(result.interestEarned).toBe(0);
    expect(result.monthsToGoal).toBe(9);
  });

  it("negative current savings and contributions count as 0", () => {
    expect(calculate(inputs(5000, -500, -100, 12, 5))).toEqual(calculate(inputs(5000, 0, 0, 12, 5)));
  });
});

describe("savings goal very large inputs", () => {
  it.each<[string, SavingsGoalInputs]>([
    ["big money", inputs(1e13, 1e12, 1e10, 360, 10)],
    ["very long period (capped)", inputs(100000, 0, 100, 1e9, 10)],
    ["huge rate", inputs(100000, 1000, 100, 360, 1e4)],
  ])("%s stays finite", (_label, given) => {
    const result = calculate(given);
    const values = [
      result.endBalance,
      result.totalContributed,
      result.interestEarned,
      result.progress,
      result.remaining,
    ];
    for (const value of values) expect(Number.isFinite(value)).toBe(true);
    expect(result.series.length).toBeLessThanOrEqual(MAX_MONTHS + 1);
    expect(result.progress).toBeLessThanOrEqual(100);
    expect(result.endBalance).toBeGreaterThan(0);
    expect(result.interestEarned).toBeGreaterThanOrEqual(0);
  });
});
