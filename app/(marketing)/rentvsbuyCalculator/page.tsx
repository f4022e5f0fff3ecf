import type { Metadata } from "next";
import { QueryBoundary } from "@/components/shared-link/link-query";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import {
  RentVsBuyCalculatorFromLink,
  RentVsBuyCalculatorFromUrl,
} from "@/components/calculators/rent-vs-buy-calculator";
import { calculatorEntry } from "@/lib/calculators/catalog";
import { METHOD } from "@/lib/calculators/rent-vs-buy";

const entry = calculatorEntry("rent-vs-buy");

export const metadata: Metadata = {
  title: entry.title,
  description:
    "Compare the full cost of buying a home with a loan against renting, with the break-even year and the cheaper choice.",
  alternates: { canonical: entry.path },
};

export default function RentVsBuyCalculatorPage() {
  return (
    <CalculatorPage
      entry={entry}
      intro="Put the cost of owning a home with a loan side by side with renting one, over the same years, to see which leaves you better off."
      howToUse={
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Set the home price, your down payment, the loan rate and tenure, and the yearly property tax, maintenance
            and price growth.
          </li>
          <li>Set the monthly rent for a similar home and how much it rises each year.</li>
          <li>
            Read the cheaper choice, the difference, and the year from which buying works out cheaper; the chart shows
            both costs building up.
          </li>
        </ol>
      }
      howItWorks={
        <>
          <p>{METHOD}</p>
          <p>
            The EMI uses the standard formula <strong>P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</strong>. The home&apos;s value
            grows by the yearly rate, compounded: <strong>price × (1 + growth)^years</strong>. Returns you could earn by
            investing the down payment are not counted.
          </p>
        </>
      }
    >
      <QueryBoundary fallback={<RentVsBuyCalculatorFromLink />}>
        <RentVsBuyCalculatorFromUrl />
      </QueryBoundary>
    </CalculatorPage>
  );
}
