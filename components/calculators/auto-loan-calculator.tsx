"use client";

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
import { CalculatorFromQuery } from "./calculator-from-query";
import { CalculatorShell, ResultSummary, SelectField } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { useCalculatorInputs } from "./use-calculator-inputs";

export const AUTO_LOAN_CHOICES = { brand: BRANDS };

export function AutoLoanCalculator({ initial = defaults }: { initial?: AutoLoanInputs }) {
  const state = useCalculatorInputs(initial, fields, AUTO_LOAN_CHOICES);
  const { inputs, setInputs } = state;
  const result = calculate(inputs);
  const emi = formatRupees(result.emi);

  return (
    <CalculatorShell
      state={state}
      beforeSliders={
        <SelectField<Brand>
          label="Car brand"
          name="brand"
          value={inputs.brand as Brand}
          options={BRANDS}
          // Each brand has its own typical upkeep, so picking one resets the maintenance slider.
          onValueChange={(brand) =>
            setInputs((c) => ({ ...c, brand, maintenancePercent: defaultMaintenancePercent(brand) }))
          }
        />
      }
      announcement={`Monthly EMI ${emi}, total interest ${formatRupees(result.totalInterest)}, total cost ${formatRupees(result.totalCost)}, resale value ${formatRupees(result.resaleValue)}.`}
    >
      <DonutChart
        centreLabel="Monthly EMI"
        centreValue={emi}
        description={`Down payment ${formatRupees(result.downPayment)}, loan ${formatRupees(result.loanAmount)} and interest ${formatRupees(result.totalInterest)} as shares of the total cost`}
        segments={[
          { label: "Down payment", value: result.downPayment },
          { label: "Loan amount", value: result.loanAmount },
          { label: "Total interest", value: result.totalInterest },
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
    </CalculatorShell>
  );
}

function initialFrom(query: QueryReader) {
  const initial = readInputs(query, fields, defaults, AUTO_LOAN_CHOICES);
  // A link that names a brand but no maintenance figure gets that brand's default upkeep.
  if (!query.get("maintenancePercent")) initial.maintenancePercent = defaultMaintenancePercent(initial.brand);
  return initial;
}

/** The page's calculator, its inputs from the address or a shared link (decisions 104, 312). */
export function AutoLoanCalculatorFromQuery() {
  return <CalculatorFromQuery Calculator={AutoLoanCalculator} read={initialFrom} />;
}
