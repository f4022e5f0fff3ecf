import type { Metadata } from "next";
import { QueryBoundary } from "@/components/shared-link/link-query";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { EmiCalculatorFromLink, EmiCalculatorFromUrl } from "@/components/calculators/emi-calculator";
import { calculatorEntry } from "@/lib/calculators/catalog";

const entry = calculatorEntry("emi");

export const metadata: Metadata = {
  title: entry.title,
  description:
    "Calculate the monthly EMI, total interest and month-by-month repayment schedule of a home, car or personal loan.",
  alternates: { canonical: entry.path },
};

export default function EmiCalculatorPage() {
  return (
    <CalculatorPage
      entry={entry}
      intro="Find the monthly instalment for any loan, how much of what you repay is interest, and how the balance falls year by year."
      howToUse={
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Set the loan amount, the yearly interest rate and the tenure in months with the sliders, or type them in the
            boxes.
          </li>
          <li>
            The monthly EMI, total interest and total payment update as you go; the ring shows how much of what you
            repay is interest.
          </li>
          <li>
            Open a year in the schedule to see each month, download it as CSV, or copy the link to share this exact
            result.
          </li>
        </ol>
      }
      howItWorks={
        <>
          <p>
            We use the standard reducing-balance formula banks use:{" "}
            <strong>EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</strong>, where P is the loan amount, r the monthly rate
            (yearly rate ÷ 12 ÷ 100) and n the tenure in months.
          </p>
          <p>
            Each month, interest is charged on the balance still owed and the rest of the EMI repays principal, so early
            EMIs are mostly interest. Total payment is EMI × n and total interest is that minus the loan amount.
          </p>
        </>
      }
    >
      <QueryBoundary fallback={<EmiCalculatorFromLink />}>
        <EmiCalculatorFromUrl />
      </QueryBoundary>
    </CalculatorPage>
  );
}
