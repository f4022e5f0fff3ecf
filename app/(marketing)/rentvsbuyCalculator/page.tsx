import { calculatorPage } from "@/components/calculators/calculator-page";
import { RentVsBuyCalculatorFromQuery } from "@/components/calculators/rent-vs-buy-calculator";
import { METHOD } from "@/lib/calculators/rent-vs-buy";

const { metadata, Page } = calculatorPage("rent-vs-buy", {
  description:
    "Compare the full cost of buying a home with a loan against renting, with the break-even year and the cheaper choice.",
  intro:
    "Put the cost of owning a home with a loan side by side with renting one, over the same years, to see which leaves you better off.",
  howToUse: [
    "Set the home price, your down payment, the loan rate and tenure, and the yearly property tax, maintenance and price growth.",
    "Set the monthly rent for a similar home and how much it rises each year.",
    "Read the cheaper choice, the difference, and the year from which buying works out cheaper; the chart shows both costs building up.",
  ],
  howItWorks: [
    METHOD,
    <>
      The EMI uses the standard formula <strong>P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</strong>. The home&apos;s value grows
      by the yearly rate, compounded: <strong>price × (1 + growth)^years</strong>. Returns you could earn by investing
      the down payment are not counted.
    </>,
  ],
  calculator: <RentVsBuyCalculatorFromQuery />,
});

export { metadata };
export default Page;
