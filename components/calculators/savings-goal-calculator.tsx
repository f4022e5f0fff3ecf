"use client";

import { calculate, defaults, fields, type SavingsGoalInputs } from "@/lib/calculators/savings-goal";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatNumber, formatRupees, formatRupeesCompact } from "@/lib/format/rupees";
import { CalculatorFromQuery } from "./calculator-from-query";
import { CalculatorShell, ResultSummary } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { formatMonthsWithYears } from "./format";
import { LineChart } from "./line-chart";
import { useCalculatorInputs } from "./use-calculator-inputs";

export function SavingsGoalCalculator({ initial = defaults }: { initial?: SavingsGoalInputs }) {
  const state = useCalculatorInputs(initial, fields);
  const { inputs } = state;
  const result = calculate(inputs);
  const progress = `${formatNumber(result.progress, 1)}%`;
  const monthsNeeded =
    result.monthsToGoal === null
      ? "Not reachable"
      : result.monthsToGoal === 0
        ? "Already reached"
        : formatMonthsWithYears(result.monthsToGoal);

  return (
    <CalculatorShell
      state={state}
      announcement={`You will have ${formatRupees(result.endBalance)}, ${progress} of your goal. Months needed: ${monthsNeeded}.`}
    >
      <DonutChart
        centreLabel="Goal reached"
        centreValue={progress}
        description={`${progress} of the ${formatRupees(inputs.target)} goal reached in ${inputs.months} months`}
        segments={[
          { label: "Saved by then", value: Math.min(result.endBalance, inputs.target) },
          { label: "Still to save", value: result.remaining },
        ]}
      />
      <ResultSummary
        rows={[
          {
            label: "Balance at the end",
            value: formatRupees(result.endBalance),
            highlight: true,
            testId: "result-end-balance",
          },
          { label: "Interest earned", value: formatRupees(result.interestEarned), testId: "result-interest" },
          { label: "Progress towards goal", value: progress, testId: "result-progress" },
          { label: "Remaining", value: formatRupees(result.remaining), testId: "result-remaining" },
          { label: "Months needed", value: monthsNeeded, testId: "result-months-needed" },
        ]}
      />
      {result.series.length > 1 ? (
        <LineChart
          title="Growth of your savings"
          series={[
            { label: "Balance", values: result.series.map((p) => p.balance), area: true },
            { label: "Paid in", values: result.series.map((p) => p.contributed) },
          ]}
          startLabel="Today"
          endLabel={`Month ${inputs.months}`}
          formatValue={formatRupeesCompact}
          description={`Savings grow from ${formatRupees(inputs.current)} to ${formatRupees(result.endBalance)} over ${inputs.months} months`}
        />
      ) : null}
    </CalculatorShell>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults);

/** The page's calculator, its inputs from the address or a shared link (decisions 104, 312). */
export function SavingsGoalCalculatorFromQuery() {
  return <CalculatorFromQuery Calculator={SavingsGoalCalculator} read={initialFrom} />;
}
