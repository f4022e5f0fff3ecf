"use client";

import { calculate, defaults, fields, type RentVsBuyInputs, type RentVsBuyResult } from "@/lib/calculators/rent-vs-buy";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees, formatRupeesCompact } from "@/lib/format/rupees";
import { CalculatorFromQuery } from "./calculator-from-query";
import { CalculatorShell, ResultSummary } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { LineChart } from "./line-chart";
import { useCalculatorInputs } from "./use-calculator-inputs";

const CHEAPER_TEXT: Record<RentVsBuyResult["cheaper"], string> = {
  buy: "Buying",
  rent: "Renting",
  equal: "Neither: they cost the same",
};

export function RentVsBuyCalculator({ initial = defaults }: { initial?: RentVsBuyInputs }) {
  const state = useCalculatorInputs(initial, fields);
  const { inputs } = state;
  const result = calculate(inputs);
  const cheaper = CHEAPER_TEXT[result.cheaper];
  const breakEven = result.breakEvenYear === null ? "Not within the loan tenure" : `Year ${result.breakEvenYear}`;
  const years = result.series.length;

  return (
    <CalculatorShell
      state={state}
      announcement={`${cheaper} is cheaper by ${formatRupees(result.difference)}. Buying costs ${formatRupees(result.buyTotal)}, renting ${formatRupees(result.rentTotal)}. Break-even: ${breakEven}.`}
    >
      <DonutChart
        centreLabel="Cheaper choice"
        centreValue={result.cheaper === "equal" ? "Equal" : cheaper}
        description={`Net cost of buying ${formatRupees(result.buyTotal)} against renting ${formatRupees(result.rentTotal)}`}
        segments={[
          { label: "Net cost of buying", value: result.buyTotal },
          { label: "Cost of renting", value: result.rentTotal },
        ]}
      />
      <ResultSummary
        rows={[
          { label: "Cheaper choice", value: cheaper, highlight: true, testId: "result-cheaper" },
          { label: "Difference", value: formatRupees(result.difference), testId: "result-difference" },
          { label: "Net cost of buying", value: formatRupees(result.buyTotal), testId: "result-buy" },
          { label: "Cost of renting", value: formatRupees(result.rentTotal), testId: "result-rent" },
          { label: "Break-even year", value: breakEven, testId: "result-break-even" },
          { label: "Home loan EMI", value: formatRupees(result.emi), testId: "result-emi" },
          { label: "Home value at the end", value: formatRupees(result.homeValueAtEnd), testId: "result-home-value" },
        ]}
      />
      {years > 1 ? (
        <LineChart
          title="Cumulative cost"
          series={[
            { label: "Buying (net)", values: result.series.map((y) => y.buyCumulativeNet) },
            { label: "Renting", values: result.series.map((y) => y.rentCumulative) },
          ]}
          startLabel="Year 1"
          endLabel={`Year ${years}`}
          formatValue={formatRupeesCompact}
          description={`Cumulative cost of buying and of renting over ${years} years`}
        />
      ) : null}
    </CalculatorShell>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults);

/** The page's calculator, its inputs from the address or a shared link (decisions 104, 312). */
export function RentVsBuyCalculatorFromQuery() {
  return <CalculatorFromQuery Calculator={RentVsBuyCalculator} read={initialFrom} />;
}
