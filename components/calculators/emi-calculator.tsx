"use client";

import { useSearchParams } from "next/navigation";
import { useLinkQuery } from "@/components/shared-link/link-query";
import { calculate, defaults, fields, type EmiInputs } from "@/lib/calculators/emi";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees } from "@/lib/format/rupees";
import { AmortisationTable } from "./amortisation-table";
import { CalculatorGrid, InputPanel, ResultPanel, ResultSummary } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { ShareLinkButton } from "./share-link-button";
import { SliderFields } from "./slider-field";
import { useCalculatorInputs } from "./use-calculator-inputs";

export function EmiCalculator({ initial = defaults }: { initial?: EmiInputs }) {
  const { inputs, setInputs, query } = useCalculatorInputs(initial, fields);
  const result = calculate(inputs);
  const emi = formatRupees(result.emi);

  return (
    <>
      <CalculatorGrid>
        <InputPanel>
          <SliderFields fields={fields} inputs={inputs} setInputs={setInputs} />
        </InputPanel>
        <ResultPanel
          actions={<ShareLinkButton query={query} />}
          announcement={`Monthly EMI ${emi}, total interest ${formatRupees(result.totalInterest)}, total payment ${formatRupees(result.totalPayment)}.`}
        >
          <DonutChart
            centreLabel="Monthly EMI"
            centreValue={emi}
            description={`Principal ${formatRupees(inputs.loanAmount)} and interest ${formatRupees(result.totalInterest)} as shares of the total payment`}
            segments={[
              {
                label: "Principal amount",
                value: result.totalPayment > 0 ? inputs.loanAmount : 0,
                color: "var(--color-brand-600)",
              },
              { label: "Total interest", value: result.totalInterest, color: "var(--color-accent-400)" },
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
        </ResultPanel>
      </CalculatorGrid>
      <AmortisationTable schedule={result.schedule} />
    </>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults);

export function EmiCalculatorFromUrl() {
  return <EmiCalculator initial={initialFrom(useSearchParams())} />;
}

/** The static page's fallback, and a shared link's first paint in its twin (decision 312). */
export function EmiCalculatorFromLink() {
  return <EmiCalculator initial={initialFrom(useLinkQuery())} />;
}
