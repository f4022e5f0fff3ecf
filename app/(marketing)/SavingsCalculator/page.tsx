import { calculatorPage } from "@/components/calculators/calculator-page";
import { SavingsGoalCalculatorFromQuery } from "@/components/calculators/savings-goal-calculator";

const { metadata, Page } = calculatorPage("savings-goal", {
  description:
    "See how close monthly saving and interest get you to a goal, what is left to save and how many months it really takes.",
  intro:
    "Set a goal, what you have already saved and what you can put away each month to see where you will be, and when you get there.",
  howToUse: [
    "Set your savings goal, your current savings, the monthly contribution, the months you have and the yearly interest rate.",
    "Read the balance you will have, the interest earned, your progress towards the goal and what remains.",
    "Months needed tells you how long the goal really takes at this pace, or that it is not reachable.",
  ],
  howItWorks: [
    <>
      Each month your balance earns interest of <strong>balance × (yearly rate ÷ 12 ÷ 100)</strong>, and then that
      month&apos;s contribution is added. After the chosen months that gives the end balance; interest earned is the end
      balance minus everything you paid in (including current savings).
    </>,
    "Progress is the end balance as a share of the goal, capped at 100%, and the remaining amount is never below zero. Months needed repeats the same monthly step until the goal is reached; if it is not reached within 100 years we show ‘Not reachable’.",
  ],
  calculator: <SavingsGoalCalculatorFromQuery />,
});

export { metadata };
export default Page;
