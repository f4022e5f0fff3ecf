import { calculatorPage } from "@/components/calculators/calculator-page";
import { EmiCalculatorFromQuery } from "@/components/calculators/emi-calculator";

const { metadata, Page } = calculatorPage("emi", {
  description:
    "Calculate the monthly EMI, total interest and month-by-month repayment schedule of a home, car or personal loan.",
  intro:
    "Find the monthly instalment for any loan, how much of what you repay is interest, and how the balance falls year by year.",
  howToUse: [
    "Set the loan amount, the yearly interest rate and the tenure in months with the sliders, or type them in the boxes.",
    "The monthly EMI, total interest and total payment update as you go; the ring shows how much of what you repay is interest.",
    "Open a year in the schedule to see each month, download it as CSV, or copy the link to share this exact result.",
  ],
  howItWorks: [
    <>
      We use the standard reducing-balance formula banks use: <strong>EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)</strong>,
      where P is the loan amount, r the monthly rate (yearly rate ÷ 12 ÷ 100) and n the tenure in months.
    </>,
    "Each month, interest is charged on the balance still owed and the rest of the EMI repays principal, so early EMIs are mostly interest. Total payment is EMI × n and total interest is that minus the loan amount.",
  ],
  calculator: <EmiCalculatorFromQuery />,
});

export { metadata };
export default Page;
