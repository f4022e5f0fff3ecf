"use client";

import { useSearchParams } from "next/navigation";
import { useLinkQuery } from "@/components/shared-link/link-query";
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
import { CalculatorGrid, InputPanel, ResultPanel, ResultSummary, SelectField } from "./calculator-panels";
import { DonutChart } from "./donut-chart";
import { ShareLinkButton } from "./share-link-button";
import { SliderFields } from "./slider-field";
import { useCalculatorInputs } from "./use-calculator-inputs";

const CHOICES = { destination: DESTINATIONS, accommodation: ACCOMMODATIONS };

export function TripCostCalculator({ initial = defaults }: { initial?: TripCostInputs }) {
  const { inputs, setInputs, query } = useCalculatorInputs(initial, fields, CHOICES);
  const result = calculate(inputs);
  const total = formatRupees(result.total);
  const where = inputs.destination === "" ? "your trip" : `your ${inputs.destination} trip`;

  return (
    <CalculatorGrid>
      <InputPanel>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<Destination | "">
            label="Destination"
            value={inputs.destination}
            options={DESTINATIONS}
            placeholder="Choose a destination"
            onValueChange={(destination) => setInputs((c) => ({ ...c, destination }))}
          />
          <SelectField<Accommodation>
            label="Accommodation"
            value={inputs.accommodation}
            options={ACCOMMODATIONS}
            onValueChange={(accommodation) => setInputs((c) => ({ ...c, accommodation }))}
          />
        </div>
        <SliderFields fields={fields} inputs={inputs} setInputs={setInputs} />
      </InputPanel>
      <ResultPanel
        actions={<ShareLinkButton query={query} />}
        announcement={`Total for ${where} ${total}, ${formatRupees(result.perPerson)} per person, ${formatRupees(result.perDay)} per day.`}
      >
        <DonutChart
          centreLabel="Total trip cost"
          centreValue={total}
          description={`Travel, accommodation, daily expenses and entertainment as shares of the ${total} total`}
          segments={[
            { label: "Travel", value: inputs.travelCost, color: "var(--color-brand-800)" },
            { label: "Accommodation", value: result.accommodationTotal, color: "var(--color-brand-500)" },
            { label: "Daily expenses", value: result.dailyTotal, color: "var(--color-brand-300)" },
            { label: "Entertainment", value: inputs.entertainment, color: "var(--color-accent-400)" },
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
      </ResultPanel>
    </CalculatorGrid>
  );
}

const initialFrom = (query: QueryReader) => readInputs(query, fields, defaults, CHOICES);

export function TripCostCalculatorFromUrl() {
  return <TripCostCalculator initial={initialFrom(useSearchParams())} />;
}

/** The static page's fallback, and a shared link's first paint in its twin (decision 312). */
export function TripCostCalculatorFromLink() {
  return <TripCostCalculator initial={initialFrom(useLinkQuery())} />;
}
