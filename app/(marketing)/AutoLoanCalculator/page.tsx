import type { Metadata } from "next";
import { QueryBoundary } from "@/components/shared-link/link-query";
import { AutoLoanCalculatorFromLink, AutoLoanCalculatorFromUrl } from "@/components/calculators/auto-loan-calculator";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { calculatorEntry } from "@/lib/calculators/catalog";

const entry = calculatorEntry("auto-loan");

export const metadata: Metadata = {
  title: entry.title,
  description:
    "Work out the car loan EMI, interest, yearly maintenance and resale value to see what a car really costs you.",
  alternates: { canonical: entry.path },
};

export default function AutoLoanCalculatorPage() {
  return (
    <CalculatorPage
      entry={entry}
      intro="Pick a brand, set the price and your loan to see the EMI, the full cost with interest, the upkeep each year and what the car resells for."
      howToUse={
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Choose the car brand: it fills in that brand&apos;s typical yearly maintenance, which you can still adjust.
          </li>
          <li>Set the car price, your down payment, the loan rate and the tenure.</li>
          <li>
            Read the EMI, total interest, total cost, yearly maintenance and the resale value at the end of the loan.
          </li>
        </ol>
      }
      howItWorks={
        <>
          <p>
            The loan is the price minus the down payment, and its EMI uses{" "}
            <strong>P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</strong> with r the monthly rate and n the months. Total cost is
            the down payment plus every EMI.
          </p>
          <p>
            Yearly maintenance is the maintenance % of the price. Resale value is the price times the brand&apos;s
            depreciation factor (Toyota 0.6, Honda and Mahindra 0.55, others 0.5). Net cost of owning is total cost plus
            maintenance over the tenure minus the resale value.
          </p>
        </>
      }
    >
      <QueryBoundary fallback={<AutoLoanCalculatorFromLink />}>
        <AutoLoanCalculatorFromUrl />
      </QueryBoundary>
    </CalculatorPage>
  );
}
