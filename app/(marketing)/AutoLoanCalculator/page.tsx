import { AutoLoanCalculatorFromQuery } from "@/components/calculators/auto-loan-calculator";
import { calculatorPage } from "@/components/calculators/calculator-page";

const { metadata, Page } = calculatorPage("auto-loan", {
  description:
    "Work out the car loan EMI, interest, yearly maintenance and resale value to see what a car really costs you.",
  intro:
    "Pick a brand, set the price and your loan to see the EMI, the full cost with interest, the upkeep each year and what the car resells for.",
  howToUse: [
    "Choose the car brand: it fills in that brand's typical yearly maintenance, which you can still adjust.",
    "Set the car price, your down payment, the loan rate and the tenure.",
    "Read the EMI, total interest, total cost, yearly maintenance and the resale value at the end of the loan.",
  ],
  howItWorks: [
    <>
      The loan is the price minus the down payment, and its EMI uses <strong>P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</strong>{" "}
      with r the monthly rate and n the months. Total cost is the down payment plus every EMI.
    </>,
    "Yearly maintenance is the maintenance % of the price. Resale value is the price times the brand's depreciation factor (Toyota 0.6, Honda and Mahindra 0.55, others 0.5). Net cost of owning is total cost plus maintenance over the tenure minus the resale value.",
  ],
  calculator: <AutoLoanCalculatorFromQuery />,
});

export { metadata };
export default Page;
