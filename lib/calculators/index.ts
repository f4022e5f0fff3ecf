export * as creditCardPayoff from './credit-card-payoff';
export * as emi from './emi';
export * as rentVsBuy from './rent-vs-buy';
export * as savingsGoal from './savings-goal';
export * as autoLoan from './auto-loan';
export * as tripCost from './trip-cost';
export * from './shared';

export interface CalculatorEntry {
  id: string;
  number: string;
  title: string;
  description: string;
  isDark: boolean;
  path: string;
}

// 'spring-break-cost' is the id the trip calculator had on the original site; kept for links.
export const calculators = [
  {
    id: 'credit-card-payoff',
    number: '01',
    title: 'Credit card pay off calculator',
    description: 'See how many months your monthly payment takes to clear a card balance, and the interest it costs.',
    isDark: false,
    path: '/creditCardCalculator',
  },
  {
    id: 'emi',
    number: '02',
    title: 'EMI calculator',
    description: 'Work out the monthly EMI, total interest and full repayment schedule of any loan.',
    isDark: true,
    path: '/EMICalculator',
  },
  {
    id: 'rent-vs-buy',
    number: '03',
    title: 'Rent vs Buy Calculator',
    description: 'Compare the total cost of buying a home with a loan against renting over the same years.',
    isDark: false,
    path: '/rentvsbuyCalculator',
  },
  {
    id: 'savings-goal',
    number: '04',
    title: 'Savings goal calculator',
    description: 'Find out how close your monthly savings get you to a goal, and when you will reach it.',
    isDark: true,
    path: '/SavingsCalculator',
  },
  {
    id: 'auto-loan',
    number: '05',
    title: 'Auto loan calculator',
    description: 'Estimate the EMI, interest, upkeep and resale value to see what a car really costs you.',
    isDark: false,
    path: '/AutoLoanCalculator',
  },
  {
    id: 'spring-break-cost',
    number: '06',
    title: 'Trip cost calculator',
    description: 'Add up travel, stay, daily spending and fun to plan how much a group trip will cost.',
    isDark: true,
    path: '/TripCostCalculator',
  },
] as const satisfies readonly CalculatorEntry[];

export type CalculatorId = (typeof calculators)[number]['id'];

export function findCalculator(id: string): CalculatorEntry | undefined {
  return calculators.find((entry) => entry.id === id);
}
