import { MAX_MONTHS, defaultsOf, finiteOr0, roundToPaise, type SliderField } from "./shared";

export interface SavingsGoalInputs {
  target: number;
  current: number;
  monthlyContribution: number;
  months: number;
  annualRate: number;
}

export interface GrowthPoint {
  month: number;
  balance: number;
  contributed: number;
}

export interface SavingsGoalResult {
  endBalance: number;
  totalContributed: number;
  interestEarned: number;
  progress: number;
  remaining: number;
  monthsToGoal: number | null;
  series: GrowthPoint[];
}

/** monthsToGoal searches this far ahead; beyond it the goal counts as not reachable. */
export const MAX_MONTHS_TO_GOAL = 1200;

export const fields = [
  { key: "target", label: "Savings goal", min: 1000, max: 100000, step: 100, default: 5000, unit: "rupees" },
  { key: "current", label: "Current savings", min: 0, max: 100000, step: 100, default: 500, unit: "rupees" },
  {
    key: "monthlyContribution",
    label: "Monthly contribution",
    min: 100,
    max: 10000,
    step: 50,
    default: 500,
    unit: "rupees",
  },
  { key: "months", label: "Time to save", min: 1, max: 360, step: 1, default: 24, unit: "months" },
  { key: "annualRate", label: "Interest rate (per year)", min: 0, max: 10, step: 0.1, default: 1.5, unit: "percent" },
] as const satisfies readonly SliderField<keyof SavingsGoalInputs>[];

export const defaults: SavingsGoalInputs = defaultsOf(fields);

function zeroResult(): SavingsGoalResult {
  return {
    endBalance: 0,
    totalContributed: 0,
    interestEarned: 0,
    progress: 0,
    remaining: 0,
    monthsToGoal: null,
    series: [],
  };
}

function monthsUntil(target: number, start: number, contribution: number, r: number): number | null {
  if (start >= target) return 0;
  let balance = start;
  for (let month = 1; month <= MAX_MONTHS_TO_GOAL; month += 1) {
    balance = balance * (1 + r) + contribution;
    // A hair of tolerance so a float sum like 4999.999999 still counts as reaching 5000.
    if (balance >= target - 1e-9) return month;
  }
  return null;
}

export function calculate(inputs: SavingsGoalInputs): SavingsGoalResult {
  const target = finiteOr0(inputs.target);
  const months = Math.min(MAX_MONTHS, Math.round(finiteOr0(inputs.months)));
  const rate = finiteOr0(inputs.annualRate);
  if (target <= 0 || months <= 0 || rate < 0) return zeroResult();

  const current = Math.max(0, finiteOr0(inputs.current));
  const contribution = Math.max(0, finiteOr0(inputs.monthlyContribution));
  const r = rate / 12 / 100;

  const series: GrowthPoint[] = [{ month: 0, balance: roundToPaise(current), contributed: roundToPaise(current) }];
  let balance = current;
  for (let month = 1; month <= months; month += 1) {
    // The ceiling only matters for absurd rates, where compounding would overflow to Infinity.
    balance = Math.min(balance * (1 + r) + contribution, Number.MAX_SAFE_INTEGER);
    series.push({
      month,
      balance: roundToPaise(balance),
      contributed: roundToPaise(current + contribution * month),
    });
  }

  const endBalance = roundToPaise(balance);
  const totalContributed = roundToPaise(current + contribution * months);
  const progress = Math.min(100, Math.round((endBalance / target) * 1000) / 10);

  return {
    endBalance,
    totalContributed,
    interestEarned: roundToPaise(endBalance - totalContributed),
    progress: finiteOr0(progress),
    remaining: roundToPaise(Math.max(0, target - endBalance)),
    monthsToGoal: monthsUntil(target, current, contribution, r),
    series,
  };
}
