import { MAX_MONTHS, clamp, defaultsOf, finiteOr0, roundToPaise, type SliderField } from "./shared";

export interface EmiInputs {
  loanAmount: number;
  annualRate: number;
  tenureMonths: number;
}

export interface EmiRow {
  month: number;
  emi: number;
  principal: number;
  interest: number;
  balance: number;
}

export interface EmiYear {
  year: number;
  principal: number;
  interest: number;
  balance: number;
  months: EmiRow[];
}

export interface EmiSchedule {
  monthly: EmiRow[];
  yearly: EmiYear[];
}

export interface EmiResult {
  emi: number;
  totalInterest: number;
  totalPayment: number;
  schedule: EmiSchedule;
}

export const fields = [
  { key: "loanAmount", label: "Loan amount", min: 10000, max: 10000000, step: 1000, default: 460000, unit: "rupees" },
  { key: "annualRate", label: "Interest rate (per year)", min: 1, max: 30, step: 0.1, default: 10, unit: "percent" },
  { key: "tenureMonths", label: "Loan tenure", min: 1, max: 360, step: 1, default: 94, unit: "months" },
] as const satisfies readonly SliderField<keyof EmiInputs>[];

export const defaults: EmiInputs = defaultsOf(fields);

function zeroResult(): EmiResult {
  return { emi: 0, totalInterest: 0, totalPayment: 0, schedule: { monthly: [], yearly: [] } };
}

/** Normalises tenure to whole months within 0..MAX_MONTHS. */
export function normaliseTenure(tenureMonths: number): number {
  return Math.min(MAX_MONTHS, Math.max(0, Math.round(finiteOr0(tenureMonths))));
}

/** A purchase paid partly up front (home, car): the down payment, a 0–100% share of the price, and the loan for the rest. */
export function splitDownPayment(
  price: number,
  downPaymentPercent: number,
): { downPayment: number; loanAmount: number } {
  const downPayment = roundToPaise(price * (clamp(finiteOr0(downPaymentPercent), 0, 100) / 100));
  return { downPayment, loanAmount: roundToPaise(price - downPayment) };
}

/**
 * Unrounded EMI = P·r·(1+r)^n / ((1+r)^n − 1), r being the monthly rate.
 * Returns 0 when loan, rate or tenure is not positive (spec rule).
 */
export function emiAmount(loanAmount: number, annualRate: number, tenureMonths: number): number {
  const principal = finiteOr0(loanAmount);
  const rate = finiteOr0(annualRate);
  const n = normaliseTenure(tenureMonths);
  if (principal <= 0 || rate <= 0 || n <= 0) return 0;
  const r = rate / 12 / 100;
  const growth = Math.pow(1 + r, n);
  // For enormous rates (1+r)^n overflows; the EMI then tends to interest-only P·r.
  if (!Number.isFinite(growth)) return principal * r;
  return (principal * r * growth) / (growth - 1);
}

function buildYearly(monthly: readonly EmiRow[]): EmiYear[] {
  const yearly: EmiYear[] = [];
  for (const row of monthly) {
    const year = Math.ceil(row.month / 12);
    let bucket = yearly[yearly.length - 1];
    if (bucket === undefined || bucket.year !== year) {
      bucket = { year, principal: 0, interest: 0, balance: row.balance, months: [] };
      yearly.push(bucket);
    }
    bucket.principal = roundToPaise(bucket.principal + row.principal);
    bucket.interest = roundToPaise(bucket.interest + row.interest);
    bucket.balance = row.balance;
    bucket.months.push(row);
  }
  return yearly;
}

export function calculate(inputs: EmiInputs): EmiResult {
  const principal = finiteOr0(inputs.loanAmount);
  const n = normaliseTenure(inputs.tenureMonths);
  const exactEmi = emiAmount(principal, inputs.annualRate, n);
  if (roundToPaise(exactEmi) <= 0) return zeroResult();

  // The schedule runs on unrounded figures and only rounds what it stores, so the totals
  // equal EMI × n − P exactly as bank and reference calculators quote them.
  const r = inputs.annualRate / 12 / 100;
  const monthly: EmiRow[] = [];
  let balance = principal;
  for (let month = 1; month <= n; month += 1) {
    const interest = balance * r;
    const principalPart = exactEmi - interest;
    balance = month === n ? 0 : Math.max(0, balance - principalPart);
    monthly.push({
      month,
      emi: roundToPaise(exactEmi),
      principal: roundToPaise(principalPart),
      interest: roundToPaise(interest),
      balance: roundToPaise(balance),
    });
  }

  const totalPayment = exactEmi * n;
  return {
    emi: roundToPaise(exactEmi),
    totalInterest: roundToPaise(totalPayment - principal),
    totalPayment: roundToPaise(totalPayment),
    schedule: { monthly, yearly: buildYearly(monthly) },
  };
}

/** CSV of the monthly schedule (one header row, plain numbers with 2 decimals, CRLF line ends). */
export function scheduleToCsv(schedule: EmiSchedule | readonly EmiRow[]): string {
  const rows = "monthly" in schedule ? schedule.monthly : schedule;
  const lines = ["Month,Year,EMI,Principal,Interest,Balance"];
  for (const row of rows) {
    lines.push(
      [
        String(row.month),
        String(Math.ceil(row.month / 12)),
        row.emi.toFixed(2),
        row.principal.toFixed(2),
        row.interest.toFixed(2),
        row.balance.toFixed(2),
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}
