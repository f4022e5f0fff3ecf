import type { Metadata } from "next";
import { QueryBoundary } from "@/components/shared-link/link-query";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import {
  SavingsGoalCalculatorFromLink,
  SavingsGoalCalculatorFromUrl,
} from "@/components/calculators/savings-goal-calculator";
import { calculatorEntry } from "@/lib/calculators/catalog";

const entry = calculatorEntry("savings-goal");

export const metadata: Metadata = {
  title: entry.title,
  description:
    "See how close monthly saving and interest get you to a goal, what is left to save and how many months it really takes.",
  alternates: { canonical: entry.path },
};

export default function SavingsCalculatorPage() {
  return (
    <CalculatorPage
      entry={entry}
      intro="Set a goal, what you have already saved and what you can put away each month to see where you will be, and when you get there."
      howToUse={
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Set your savings goal, your current savings, the monthly contribution, the months you have and the yearly
            interest rate.
          </li>
          <li>Read the balance you will have, the interest earned, your progress towards the goal and what remains.</li>
          <li>Months needed tells you how long the goal really takes at this pace, or that it is not reachable.</li>
        </ol>
      }
      howItWorks={
        <>
          <p>
            Each month your balance earns interest of <strong>balance × (yearly rate ÷ 12 ÷ 100)</strong>, and then that
            month&apos;s contribution is added. After the chosen months that gives the end balance; interest earned is
            the end balance minus everything you paid in (including current savings).
          </p>
          <p>
            Progress is the end balance as a share of the goal, capped at 100%, and the remaining amount is never below
            zero. Months needed repeats the same monthly step until the goal is reached; if it is not reached within 100
            years we show &lsquo;Not reachable&rsquo;.
          </p>
        </>
      }
    >
      <QueryBoundary fallback={<SavingsGoalCalculatorFromLink />}>
        <SavingsGoalCalculatorFromUrl />
      </QueryBoundary>
    </CalculatorPage>
  );
}
