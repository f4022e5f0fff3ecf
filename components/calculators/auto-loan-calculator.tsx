"use client";

import { useSearchParams } from "next/navigation";
import { useLinkQuery } from "@/components/shared-link/link-query";
import {
  BRANDS,
  calculate,
  defaultMaintenancePercent,
  defaults,
  fields,
  type AutoLoanInputs,
  type Brand,
} from "@/lib/calculators/auto-loan";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees } from "@/lib/format/rupees";
import { CalculatorGrid, InputPanel, ResultPanel, ResultSummary, SelectField } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { ShareLinkButton } from "./share-link-button";
import { SliderFields } from "./slider-field";
import { useCalculatorInputs } from "./use-calculator-inputs";

export const AUTO_LOAN_CHOICES = { brand: BRANDS };

export function AutoLoanCalculator({ initial = defaults }: { initial?: AutoLoanInputs }) {
  const { inputs, setInputs, query } = useCalculatorInputs(initial, fields, AUTO_LOAN_CHOICES);
  const result = calculate(inputs);
  const emi = formatRupees(result.emi);

  return (
    <CalculatorGrid>
      <InputPanel>
        <SelectField<Brand>
          label="Car brand"
          value={inputs.brand as Brand}
          options={BRANDS}
          // Each brand has its own typical upkeep, so picking one resets the maintenance slider.
          onValueChange={(brand) =>
            setInputs((c) => ({ ...c, brand, maintenancePercent: defaultMaintenancePercent(brand) }))
          }
        />
        <SliderFields fields={fields} inputs={inputs} setInputs={setInputs} />
      </InputPanel>
      <ResultPanel
        actions={<ShareLinkButton query={query} />}
        announcement={`Monthly EMI ${emi}, total interest ${formatRupees(result.totalInterest)}, total cost ${formatRupees(result.totalCost)}, resale value ${formatRupees(result.resaleValue)}.`}
      >
        <DonutChart
          centreLabel="Monthly EMI"
          centreValue={emi}
          description={`Down payment ${formatRupees(result.downPayment)}, loan ${formatRupees(result.loanAmount)} and interest ${formatRupees(result.totalInterest)} as shares of the total cost`}
          segments={[
            { label: "Down payment", value: result.downPayment, color: "var(--color-brand-800)" },
            { label: "Loan amount", value: result.loanAmount, color: "var(--color-brand-500)" },
            { label: "Total interest", value: result.totalInterest, color: "var(--color-accent-400)" },
          ]}
        />
        <ResultSummary
          rows={[
            { label: "Monthly EMI", value: emi, highlight: true, testId: "result-emi" },
            { label: "Loan amount", value: formatRupees(result.loanAmount), testId: "result-loan" },
            { label: "Total interest", value: formatRupees(result.totalInterest), testId: "result-interest" },
            { label: "Total cost of the car", value: formatRupees(result.totalCost), testId: "result-total" },
            {
              label: "Yearly maintenance",
              value: formatRupees(result.yearlyMaintenance),
              testId: "result-maintenance",
            },
            { label: "Resale value at the end", value: formatRupees(result.resaleValue), testId: "result-resale" },
            { label: "Net cost of owning", value: formatRupees(result.netCostOfOwnership), testId: "result-net" },
          ]}
        />
      </ResultPanel>
    </CalculatorGrid>
  );
}

function initialFrom(query: QueryReader) {
  const initial = readInputs(query, fields, defaults, AUTO_LOAN_CHOICES);
  // A link that names a brand but no maintenance figure gets that brand's default upkeep.
  if (!query.get("maintenancePercent")) initial.maintenancePercent = defaultMaintenancePercent(initial.brand);
  return initial;
}

export function AutoLoanCalculatorFromUrl() {
  return <AutoLoanCalculator initial={initialFrom(useSearchParams())} />;
}

/** The static page's fallback, and a shared link's first paint in its twin (decision 312). */
export function AutoLoanCalculatorFromLink() {
  return <AutoLoanCalculator initial={initialFrom(useLinkQuery())} />;
}
