"use client";

import { useSearchParams } from "next/navigation";
import { useLinkQuery } from "@/components/shared-link/link-query";
import { calculate, defaults, fields, type SavingsGoalInputs } from "@/lib/calculators/savings-goal";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatNumber, formatRupees, formatRupeesCompact } from "@/lib/format/rupees";
import { CalculatorGrid, InputPanel, ResultPanel, ResultSummary } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { formatMonthsWithYears } from "./format";
import { LineChart } from "./line-chart";
import { ShareLinkButton } from "./share-link-button";
import { SliderFields } from "./slider-field";
import { useCalculatorInputs } from "./use-calculator-inputs";

export function SavingsGoalCalculator({ initial = defaults }: { initial?: SavingsGoalInputs }) {
  const { inputs, setInputs, query } = useCalculatorInputs(initial, fields);
  const result = calculate(inputs);
  const progress = `${formatNumber(result.progress, 1)}%`;
  const monthsNeeded =
    result.monthsToGoal === null
      ? "Not reachable"
      : result.monthsToGoal === 0
        ? "Already reached"
        : formatMonthsWithYears(result.monthsToGoal);

  return (
    <CalculatorGrid>
      <InputPanel>
        <SliderFields fields={fields} inputs={inputs} setInputs={setInputs} />
      </InputPanel>
      <ResultPanel
        actions={<ShareLinkButton query={query} />}
        announcement={`You will have ${formatRupees(result.endBalance)}, ${progress} of your goal. Months needed: ${monthsNeeded}.`}
      >
        <DonutChart
          centreLabel="Goal reached"
          centreValue={progress}
          description={`${progress} of the ${formatRupees(inputs.target)} goal reached in ${inputs.months} months`}
          segments={[
            {
              label: "Saved by then",
              value: Math.min(result.endBalance, inputs.target),
              color: "var(--color-brand-600)",
            },
            { label: "Still to save", value: result.remaining, color: "var(--color-accent-400)" },
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
              {
                label: "Balance",
                values: result.series.map((p) => p.balance),
                color: "var(--color-brand-600)",
                area: true,
              },
              { label: "Paid in", values: result.series.map((p) => p.contributed), color: "var(--color-accent-500)" },
            ]}
            startLabel="Today"
            endLabel={`Month ${inputs.months}`}
            formatValue={formatRupeesCompact}
            description={`Savings grow from ${formatRupees(inputs.current)} to ${formatRupees(result.endBalance)} over ${inputs.months} months`}
          />
        ) : null}
      </ResultPanel>
    </CalculatorGrid>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults);

export function SavingsGoalCalculatorFromUrl() {
  return <SavingsGoalCalculator initial={initialFrom(useSearchParams())} />;
}

/** The static page's fallback, and a shared link's first paint in its twin (decision 312). */
export function SavingsGoalCalculatorFromLink() {
  return <SavingsGoalCalculator initial={initialFrom(useLinkQuery())} />;
}
