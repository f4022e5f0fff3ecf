"use client";

import { calculate, defaults, fields, type EmiInputs } from "@/lib/calculators/emi";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees } from "@/lib/format/rupees";
import { AmortisationTable } from "./amortisation-table";
import { CalculatorFromQuery } from "./calculator-from-query";
import { CalculatorShell, ResultSummary } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { useCalculatorInputs } from "./use-calculator-inputs";

export function EmiCalculator({ initial = defaults }: { initial?: EmiInputs }) {
  const state = useCalculatorInputs(initial, fields);
  const { inputs } = state;
  const result = calculate(inputs);
  const emi = formatRupees(result.emi);

  return (
    <CalculatorShell
      state={state}
      below={<AmortisationTable schedule={result.schedule} />}
      announcement={`Monthly EMI ${emi}, total interest ${formatRupees(result.totalInterest)}, total payment ${formatRupees(result.totalPayment)}.`}
    >
      <DonutChart
        centreLabel="Monthly EMI"
        centreValue={emi}
        description={`Principal ${formatRupees(inputs.loanAmount)} and interest ${formatRupees(result.totalInterest)} as shares of the total payment`}
        segments={[
          { label: "Principal amount", value: result.totalPayment > 0 ? inputs.loanAmount : 0 },
          { label: "Total interest", value: result.totalInterest },
        ]}
      />
      <ResultSummary
        rows={[
          { label: "Monthly EMI", value: emi, highlight: true, testId: "result-emi" },
          { label: "Principal amount", value: formatRupees(inputs.loanAmount), testId: "result-principal" },
          { label: "Total interest", value: formatRupees(result.totalInterest), testId: "result-interest" },
          { label: "Total payment", value: formatRupees(result.totalPayment), testId: "result-total" },
        ]}
      />
    </CalculatorShell>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults);

/** The page's calculator, its inputs from the address or a shared link (decisions 104, 312). */
export function EmiCalculatorFromQuery() {
  return <CalculatorFromQuery Calculator={EmiCalculator} read={initialFrom} />;
}
