import { defaultsOf, downsample, finiteOr0, roundToPaise, type SliderField } from "./shared";

export interface CreditCardInputs {
  balance: number;
  annualRate: number;
  monthlyPayment: number;
}

export interface BalancePoint {
  month: number;
  balance: number;
}

/**
 * paid-off: cleared within the month cap; never: the payment does not beat the first
 * month's interest; capped: still owing after MAX_PAYOFF_MONTHS; none: zero/invalid inputs.
 */
export type PayoffStatus = "paid-off" | "never" | "capped" | "none";

export interface CreditCardResult {
  months: number;
  totalInterest: number;
  totalPaid: number;
  remainingBalance: number;
  status: PayoffStatus;
  series: BalancePoint[];
}

/** Sentinel month count for "this payment never clears the card" (spec rule). */
export const NEVER_MONTHS = 999;
/** The month-by-month simulation stops here (spec rule). */
export const MAX_PAYOFF_MONTHS = 1000;
export const MAX_CHART_POINTS = 120;

export const fields = [
  { key: "balance", label: "Card balance", min: 1000, max: 100000, step: 500, default: 21500, unit: "rupees" },
  { key: "annualRate", label: "Interest rate (per year)", min: 1, max: 50, step: 0.5, default: 19, unit: "percent" },
  { key: "monthlyPayment", label: "Monthly payment", min: 10, max: 5000, step: 10, default: 1210, unit: "rupees" },
] as const satisfies readonly SliderField<keyof CreditCardInputs>[];

export const defaults: CreditCardInputs = defaultsOf(fields);

function zeroResult(): CreditCardResult {
  return { months: 0, totalInterest: 0, totalPaid: 0, remainingBalance: 0, status: "none", series: [] };
}

export function calculate(inputs: CreditCardInputs): CreditCardResult {
  const startBalance = roundToPaise(finiteOr0(inputs.balance));
  const rate = finiteOr0(inputs.annualRate);
  const payment = roundToPaise(finiteOr0(inputs.monthlyPayment));
  if (startBalance <= 0 || rate <= 0 || payment <= 0) return zeroResult();

  const r = rate / 12 / 100;
  if (payment <= startBalance * r) {
    const totalInterest = roundToPaise(2 * startBalance);
    return {
      months: NEVER_MONTHS,
      totalInterest,
      totalPaid: roundToPaise(startBalance + totalInterest),
      remainingBalance: startBalance,
      status: "never",
      series: [{ month: 0, balance: startBalance }],
    };
  }

  const points: BalancePoint[] = [{ month: 0, balance: startBalance }];
  let balance = startBalance;
  let totalInterest = 0;
  let totalPaid = 0;
  let month = 0;

  while (balance > 0 && month < MAX_PAYOFF_MONTHS) {
    month += 1;
    // Interest is charged on the month's opening balance, then the payment lands.
    const interest = roundToPaise(balance * r);
    const owed = roundToPaise(balance + interest);
    const paid = Math.min(payment, owed); // the last payment is only what is owed
    balance = roundToPaise(owed - paid);
    totalInterest += interest;
    totalPaid += paid;
    points.push({ month, balance });
  }

  return {
    months: month,
    totalInterest: roundToPaise(totalInterest),
    totalPaid: roundToPaise(totalPaid),
    remainingBalance: balance,
    status: balance > 0 ? "capped" : "paid-off",
    series: downsample(points, MAX_CHART_POINTS),
  };
}

/**
 * The calendar month in which the card is cleared, `months` after `from` (day clamped
 * to the month's length). Null when there is nothing to pay or it never gets paid off.
 */
export function debtFreeDate(months: number, from: Date): Date | null {
  if (!Number.isFinite(months) || months <= 0 || months >= NEVER_MONTHS) return null;
  if (Number.isNaN(from.getTime())) return null;
  const whole = Math.round(months);
  const targetMonthIndex = from.getMonth() + whole;
  const lastDay = new Date(from.getFullYear(), targetMonthIndex + 1, 0).getDate();
  return new Date(
    from.getFullYear(),
    targetMonthIndex,
    Math.min(from.getDate(), lastDay),
    from.getHours(),
    from.getMinutes(),
    from.getSeconds(),
    from.getMilliseconds(),
  );
}
