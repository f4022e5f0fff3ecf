export * as creditCardPayoff from "./credit-card-payoff";
export * as emi from "./emi";
export * as rentVsBuy from "./rent-vs-buy";
export * as savingsGoal from "./savings-goal";
export * as autoLoan from "./auto-loan";
export * as tripCost from "./trip-cost";
export * from "./shared";
export * from "./catalog";
