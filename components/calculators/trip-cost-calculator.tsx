"use client";

import {
  ACCOMMODATIONS,
  DESTINATIONS,
  SAVINGS_SHARE,
  calculate,
  defaults,
  fields,
  type Accommodation,
  type Destination,
  type TripCostInputs,
} from "@/lib/calculators/trip-cost";
import { readInputs, type QueryReader } from "@/lib/calculators/url-state";
import { formatRupees } from "@/lib/format/rupees";
import { CalculatorFromQuery } from "./calculator-from-query";
import { CalculatorShell, ResultSummary, SelectField } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { useCalculatorInputs } from "./use-calculator-inputs";

const CHOICES = { destination: DESTINATIONS, accommodation: ACCOMMODATIONS };

export function TripCostCalculator({ initial = defaults }: { initial?: TripCostInputs }) {
  const state = useCalculatorInputs(initial, fields, CHOICES);
  const { inputs, setInputs } = state;
  const result = calculate(inputs);
  const total = formatRupees(result.total);
  const where = inputs.destination === "" ? "your trip" : `your ${inputs.destination} trip`;

  return (
    <CalculatorShell
      state={state}
      beforeSliders={
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<Destination | "">
            label="Destination"
            name="destination"
            value={inputs.destination}
            options={DESTINATIONS}
            placeholder="Choose a destination"
            onValueChange={(destination) => setInputs((c) => ({ ...c, destination }))}
          />
          <SelectField<Accommodation>
            label="Accommodation"
            name="accommodation"
            value={inputs.accommodation}
            options={ACCOMMODATIONS}
            onValueChange={(accommodation) => setInputs((c) => ({ ...c, accommodation }))}
          />
        </div>
      }
      announcement={`Total for ${where} ${total}, ${formatRupees(result.perPerson)} per person, ${formatRupees(result.perDay)} per day.`}
    >
      <DonutChart
        centreLabel="Total trip cost"
        centreValue={total}
        description={`Travel, accommodation, daily expenses and entertainment as shares of the ${total} total`}
        segments={[
          { label: "Travel", value: inputs.travelCost },
          { label: "Accommodation", value: result.accommodationTotal },
          { label: "Daily expenses", value: result.dailyTotal },
          { label: "Entertainment", value: inputs.entertainment },
        ]}
      />
      <ResultSummary
        rows={[
          { label: `Total for ${where}`, value: total, highlight: true, testId: "result-total" },
          { label: "Per person", value: formatRupees(result.perPerson), testId: "result-per-person" },
          { label: "Per day", value: formatRupees(result.perDay), testId: "result-per-day" },
          {
            label: `Accommodation (${formatRupees(result.accommodationPerNight)} a night)`,
            value: formatRupees(result.accommodationTotal),
            testId: "result-accommodation",
          },
          {
            label: `Set aside ${SAVINGS_SHARE * 100}% as savings`,
            value: formatRupees(result.savingsShare),
            testId: "result-savings-share",
          },
        ]}
      />
    </CalculatorShell>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults, CHOICES);

/** The page's calculator, its inputs from the address or a shared link (decisions 104, 312). */
export function TripCostCalculatorFromQuery() {
  return <CalculatorFromQuery Calculator={TripCostCalculator} read={initialFrom} />;
}
