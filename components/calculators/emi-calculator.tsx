'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { calculate, defaults, fields, type EmiInputs } from '@/lib/calculators/emi';
import { formatRupees } from '@/lib/calculators/shared';
import { readInputs, writeInputs } from '@/lib/calculators/url-state';
import { AmortisationTable } from './amortisation-table';
import { CalculatorGrid, InputPanel, ResultPanel, ResultSummary } from './calculator-panels';
import { DonutChart } from './donut-chart';
import { ShareLinkButton } from './share-link-button';
import { SliderField } from './slider-field';
import { useQuerySync } from './use-query-sync';

export function EmiCalculator({ initial = defaults }: { initial?: EmiInputs }) {
  const [inputs, setInputs] = useState(initial);
  const query = writeInputs(inputs, fields);
  useQuerySync(query);
  const result = calculate(inputs);
  const emi = formatRupees(result.emi);

  return (
    <>
      <CalculatorGrid>
        <InputPanel>
          {fields.map((field) => (
            <SliderField key={field.key} field={field} value={inputs[field.key]} onValueChange={(value) => setInputs((c) => ({ ...c, [field.key]: value }))} />
          ))}
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
              { label: 'Principal amount', value: result.totalPayment > 0 ? inputs.loanAmount : 0, color: 'var(--color-brand-600)' },
              { label: 'Total interest', value: result.totalInterest, color: 'var(--color-accent-400)' },
            ]}
          />
          <ResultSummary
            rows={[
              { label: 'Monthly EMI', value: emi, highlight: true, testId: 'result-emi' },
              { label: 'Principal amount', value: formatRupees(inputs.loanAmount), testId: 'result-principal' },
              { label: 'Total interest', value: formatRupees(result.totalInterest), testId: 'result-interest' },
              { label: 'Total payment', value: formatRupees(result.totalPayment), testId: 'result-total' },
            ]}
          />
        </ResultPanel>
      </CalculatorGrid>
      <AmortisationTable schedule={result.schedule} />
    </>
  );
}

export function EmiCalculatorFromUrl() {
  const params = useSearchParams();
  return <EmiCalculator initial={readInputs(params, fields, defaults)} />;
}
