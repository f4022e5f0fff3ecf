import { type Budget, budgetKey } from "@/lib/limits/limiter";
import { LIMITS } from "@/lib/limits/rules";
import { limiterFor } from "@/lib/limits/stores";

/** Spends a budget for a whole window from now, as that many calls would. */
export async function spendBudget(budget: Budget): Promise<void> {
  const { limit, windowSeconds } = LIMITS[budget.rule];
  await limiterFor(budget.rule).set(budgetKey(budget), limit, windowSeconds);
}

/** Uses left in a budget's window (its whole limit when nothing is counted). */
export async function usesLeft(budget: Budget): Promise<number> {
  const counted = await limiterFor(budget.rule).get(budgetKey(budget));
  return counted ? counted.remainingPoints : LIMITS[budget.rule].limit;
}
