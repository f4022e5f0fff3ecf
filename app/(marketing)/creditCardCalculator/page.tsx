import type { Metadata } from "next";
import { QueryBoundary } from "@/components/shared-link/link-query";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import {
  CreditCardCalculatorFromLink,
  CreditCardCalculatorFromUrl,
} from "@/components/calculators/credit-card-calculator";
import { calculatorEntry } from "@/lib/calculators/catalog";
import { MAX_PAYOFF_MONTHS, NEVER_MONTHS } from "@/lib/calculators/credit-card-payoff";
import { formatNumber } from "@/lib/format/rupees";

const entry = calculatorEntry("credit-card-payoff");

export const metadata: Metadata = {
  title: entry.title,
  description:
    "See how many months it takes to clear your credit card balance, the interest you pay and the month you become debt-free.",
  alternates: { canonical: entry.path },
};

export default function CreditCardCalculatorPage() {
  return (
    <CalculatorPage
      entry={entry}
      intro="Enter what you owe, your card's yearly interest rate and what you can pay each month to see when the card is cleared and what it costs."
      howToUse={
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Set the card balance, the yearly interest rate from your statement and the amount you will pay every month.
          </li>
          <li>Read how many months it takes, the total interest and total paid, and the month you become debt-free.</li>
          <li>
            Raise the monthly payment to watch the months and the interest fall; copy the link to keep or share the
            plan.
          </li>
        </ol>
      }
      howItWorks={
        <>
          <p>
            We simulate the card month by month. Each month interest of{" "}
            <strong>balance × (yearly rate ÷ 12 ÷ 100)</strong> is added, rounded to the paisa, and then your payment is
            taken off; the last payment is only what is still owed.
          </p>
          <p>
            If your payment is not more than the first month&apos;s interest the balance never falls, so we show{" "}
            {NEVER_MONTHS} months and interest of twice the balance. The simulation stops at{" "}
            {formatNumber(MAX_PAYOFF_MONTHS)} months. No new spending on the card is assumed.
          </p>
        </>
      }
    >
      <QueryBoundary fallback={<CreditCardCalculatorFromLink />}>
        <CreditCardCalculatorFromUrl />
      </QueryBoundary>
    </CalculatorPage>
  );
}
