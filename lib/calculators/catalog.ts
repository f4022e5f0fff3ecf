export interface CalculatorEntry {
  id: string;
  number: string;
  title: string;
  description: string;
  isDark: boolean;
  path: string;
}

/**
 * The one list of calculators: the listing page, each page's heading and canonical URL, the sitemap
 * and the navigation all read it. Paths are the spec's URLs (folder names under app/(marketing)/).
 * No calculator code here, so client components can import it cheaply. 'spring-break-cost' is the id
 * the trip calculator had on the original site; kept for links.
 */
export const calculators = [
  {
    id: "credit-card-payoff",
    number: "01",
    title: "Credit card pay off calculator",
    description: "See how many months your monthly payment takes to clear a card balance, and the interest it costs.",
    isDark: false,
    path: "/creditCardCalculator",
  },
  {
    id: "emi",
    number: "02",
    title: "EMI calculator",
    description: "Work out the monthly EMI, total interest and full repayment schedule of any loan.",
    isDark: true,
    path: "/EMICalculator",
  },
  {
    id: "rent-vs-buy",
    number: "03",
    title: "Rent vs Buy Calculator",
    description: "Compare the total cost of buying a home with a loan against renting over the same years.",
    isDark: false,
    path: "/rentvsbuyCalculator",
  },
  {
    id: "savings-goal",
    number: "04",
    title: "Savings goal calculator",
    description: "Find out how close your monthly savings get you to a goal, and when you will reach it.",
    isDark: true,
    path: "/SavingsCalculator",
  },
  {
    id: "auto-loan",
    number: "05",
    title: "Auto loan calculator",
    description: "Estimate the EMI, interest, upkeep and resale value to see what a car really costs you.",
    isDark: false,
    path: "/AutoLoanCalculator",
  },
  {
    id: "spring-break-cost",
    number: "06",
    title: "Trip cost calculator",
    description: "Add up travel, stay, daily spending and fun to plan how much a group trip will cost.",
    isDark: true,
    path: "/TripCostCalculator",
  },
] as const satisfies readonly CalculatorEntry[];

export type Calculator = (typeof calculators)[number];
export type CalculatorId = Calculator["id"];

const byId = Object.fromEntries(calculators.map((entry) => [entry.id, entry])) as Record<CalculatorId, Calculator>;

export function calculatorEntry(id: CalculatorId): Calculator {
  return byId[id];
}

/** The six calculator pages, for the sitemap and the navigation. */
export const calculatorPaths: readonly string[] = calculators.map((entry) => entry.path);
