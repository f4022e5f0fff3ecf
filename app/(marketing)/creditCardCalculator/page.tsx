import { calculatorPage } from "@/components/calculators/calculator-page";
import { CreditCardCalculatorFromQuery } from "@/components/calculators/credit-card-calculator";
import { MAX_PAYOFF_MONTHS, NEVER_MONTHS } from "@/lib/calculators/credit-card-payoff";
import { formatNumber } from "@/lib/format/rupees";

const { metadata, Page } = calculatorPage("credit-card-payoff", {
  description:
    "See how many months it takes to clear your credit card balance, the interest you pay and the month you become debt-free.",
  intro:
    "Enter what you owe, your card's yearly interest rate and what you can pay each month to see when the card is cleared and what it costs.",
  howToUse: [
    "Set the card balance, the yearly interest rate from your statement and the amount you will pay every month.",
    "Read how many months it takes, the total interest and total paid, and the month you become debt-free.",
    "Raise the monthly payment to watch the months and the interest fall; copy the link to keep or share the plan.",
  ],
  howItWorks: [
    <>
      We simulate the card month by month. Each month interest of <strong>balance × (yearly rate ÷ 12 ÷ 100)</strong> is
      added, rounded to the paisa, and then your payment is taken off; the last payment is only what is still owed.
    </>,
    `If your payment is not more than the first month's interest the balance never falls, so we show ${NEVER_MONTHS} months and interest of twice the balance. The simulation stops at ${formatNumber(MAX_PAYOFF_MONTHS)} months. No new spending on the card is assumed.`,
  ],
  calculator: <CreditCardCalculatorFromQuery />,
});

export { metadata };
export default Page;
