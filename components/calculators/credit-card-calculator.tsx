"use client";

import { TriangleAlert } from "lucide-react";
import { calculate, defaults, fields, type CreditCardInputs } from "@/lib/calculators/credit-card-payoff";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees, formatRupeesCompact } from "@/lib/format/rupees";
import { CalculatorFromQuery } from "./calculator-from-query";
import { CalculatorShell, ResultSummary } from "./calculator-panels";
import { DebtFreeMonth } from "./debt-free-month";
import { DonutChart } from "./donut-chart";
import { payoffMonths, payoffTime } from "./format";
import { LineChart } from "./line-chart";
import { useCalculatorInputs } from "./use-calculator-inputs";

export function CreditCardCalculator({ initial = defaults }: { initial?: CreditCardInputs }) {
  const state = useCalculatorInputs(initial, fields);
  const { inputs } = state;
  const result = calculate(inputs);
  const last = result.series.at(-1)?.month ?? 0;

  return (
    <CalculatorShell
      state={state}
      afterSliders={
        result.series.length > 1 ? (
          <LineChart
            title="Balance over time"
            series={[{ label: "Balance owed", values: result.series.map((p) => p.balance), area: true }]}
            startLabel="Today"
            endLabel={`Month ${last}`}
            formatValue={formatRupeesCompact}
            description={`The balance falls from ${formatRupees(inputs.balance)} to ${formatRupees(result.remainingBalance)} over ${last} months`}
          />
        ) : null
      }
      announcement={`Paid off in ${payoffMonths(result)}, total interest ${formatRupees(result.totalInterest)}, total paid ${formatRupees(result.totalPaid)}.`}
    >
      <DonutChart
        centreLabel="Months to pay off"
        centreValue={payoffMonths(result)}
        description={`Balance ${formatRupees(inputs.balance)} and interest ${formatRupees(result.totalInterest)} as shares of the total paid`}
        segments={[
          { label: "Card balance", value: result.totalPaid > 0 ? inputs.balance : 0 },
          { label: "Total interest", value: result.totalInterest },
        ]}
      />
      {result.status === "never" || result.status === "capped" ? (
        <p className="flex gap-2 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900" role="note">
          <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
          {result.status === "never"
            ? "This payment does not cover the monthly interest, so the balance never falls. Pay more than the interest to clear the card."
            : `After ${result.months} months you would still owe ${formatRupees(result.remainingBalance)}. Raise the monthly payment.`}
        </p>
      ) : null}
      <ResultSummary
        rows={[
          {
            label: "Time to pay off",
            value: payoffTime(result),
            highlight: true,
            testId: "result-months",
          },
          { label: "Total interest", value: formatRupees(result.totalInterest), testId: "result-interest" },
          { label: "Total paid", value: formatRupees(result.totalPaid), testId: "result-total" },
        ]}
      />
      {result.status === "paid-off" ? (
        <p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="result-debt-free">
          <DebtFreeMonth months={result.months} />
        </p>
      ) : null}
    </CalculatorShell>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults);

/** The page's calculator, its inputs from the address or a shared link (decisions 104, 312). */
export function CreditCardCalculatorFromQuery() {
  return <CalculatorFromQuery Calculator={CreditCardCalculator} read={initialFrom} />;
}
