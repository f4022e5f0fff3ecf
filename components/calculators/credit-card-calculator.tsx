"use client";

import { TriangleAlert } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useLinkQuery } from "@/components/shared-link/link-query";
import {
  calculate,
  defaults,
  fields,
  type CreditCardInputs,
  type CreditCardResult,
} from "@/lib/calculators/credit-card-payoff";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees, formatRupeesCompact } from "@/lib/format/rupees";
import { CalculatorGrid, InputPanel, ResultPanel, ResultSummary } from "./calculator-panels";
import { DebtFreeMonth } from "./debt-free-month";
import { DonutChart } from "./donut-chart";
import { formatMonthsWithYears } from "./format";
import { LineChart } from "./line-chart";
import { ShareLinkButton } from "./share-link-button";
import { SliderFields } from "./slider-field";
import { useCalculatorInputs } from "./use-calculator-inputs";

function monthsText(result: CreditCardResult): string {
  if (result.status === "never") return `${result.months} months`;
  if (result.status === "capped") return `${result.months}+ months`;
  return `${result.months} ${result.months === 1 ? "month" : "months"}`;
}

export function CreditCardCalculator({ initial = defaults }: { initial?: CreditCardInputs }) {
  const { inputs, setInputs, query } = useCalculatorInputs(initial, fields);
  const result = calculate(inputs);
  const last = result.series.at(-1)?.month ?? 0;

  return (
    <CalculatorGrid>
      <InputPanel>
        <SliderFields fields={fields} inputs={inputs} setInputs={setInputs} />
        {result.series.length > 1 ? (
          <LineChart
            title="Balance over time"
            series={[
              {
                label: "Balance owed",
                values: result.series.map((p) => p.balance),
                color: "var(--color-brand-600)",
                area: true,
              },
            ]}
            startLabel="Today"
            endLabel={`Month ${last}`}
            formatValue={formatRupeesCompact}
            description={`The balance falls from ${formatRupees(inputs.balance)} to ${formatRupees(result.remainingBalance)} over ${last} months`}
          />
        ) : null}
      </InputPanel>
      <ResultPanel
        actions={<ShareLinkButton query={query} />}
        announcement={`Paid off in ${monthsText(result)}, total interest ${formatRupees(result.totalInterest)}, total paid ${formatRupees(result.totalPaid)}.`}
      >
        <DonutChart
          centreLabel="Months to pay off"
          centreValue={monthsText(result)}
          description={`Balance ${formatRupees(inputs.balance)} and interest ${formatRupees(result.totalInterest)} as shares of the total paid`}
          segments={[
            {
              label: "Card balance",
              value: result.totalPaid > 0 ? inputs.balance : 0,
              color: "var(--color-brand-600)",
            },
            { label: "Total interest", value: result.totalInterest, color: "var(--color-accent-400)" },
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
              value: result.status === "paid-off" ? formatMonthsWithYears(result.months) : monthsText(result),
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
      </ResultPanel>
    </CalculatorGrid>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults);

export function CreditCardCalculatorFromUrl() {
  return <CreditCardCalculator initial={initialFrom(useSearchParams())} />;
}

/** The static page's fallback, and a shared link's first paint in its twin (decision 312). */
export function CreditCardCalculatorFromLink() {
  return <CreditCardCalculator initial={initialFrom(useLinkQuery())} />;
}
