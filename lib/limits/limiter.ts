import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors";
import { addressKey } from "./address-key";
import { LIMITS, type LimitName } from "./rules";
import { limiterFor } from "./stores";

// The one way to limit anything (decision 819): a budget is a rule of ./rules.ts and what it is counted
// per: a key (an account, an e-mail, an operation), the caller's address, or both. An address is always
// counted by addressKey(), so an IPv6 caller is its /64 wherever a limit takes an address.

export type Budget = {
  rule: LimitName;
  /** What the budget belongs to besides the address: an account id, an e-mail, an operation and account. */
  key?: string;
  /** The caller's trusted address (decision 014), counted by its addressKey(). */
  address?: string;
};

/** One use taken: within the limit or not, uses counted in the window, and the seconds until it ends. */
export type Taken = { ok: boolean; used: number; retryAfterSeconds: number };

/** What a budget is stored under, beside its rule's name. */
export function budgetKey({ key, address }: Budget): string {
  if (key === undefined && address === undefined) throw new Error("a budget needs a key, an address or both");
  return [key, address === undefined ? undefined : `ip:${addressKey(address)}`].filter(Boolean).join(":");
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const takenFrom = (counted: RateLimiterRes, limit: number): Taken => ({
  ok: counted.consumedPoints <= limit,
  used: counted.consumedPoints,
  retryAfterSeconds: seconds(counted.msBeforeNext),
});

/**
 * Takes one use of a budget, for a caller that decides itself what a refusal means. A use that starts
 * a window starts one of `windowSeconds` when given (a growing delay), else of the rule's own length.
 */
export async function take(budget: Budget, windowSeconds?: number): Promise<Taken> {
  const { limit } = LIMITS[budget.rule];
  const options = windowSeconds ? { customDuration: windowSeconds } : undefined;
  try {
    return takenFrom(await limiterFor(budget.rule).consume(budgetKey(budget), 1, options), limit);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return takenFrom(refusal, limit);
    throw refusal;
  }
}

/** Uses counted in a budget's current window (0 when none is running). */
export async function used(budget: Budget): Promise<number> {
  return (await limiterFor(budget.rule).get(budgetKey(budget)))?.consumedPoints ?? 0;
}

/** Spends a budget whole for `windowSeconds` from now (the rule's window unless given). */
export async function spend(budget: Budget, windowSeconds = LIMITS[budget.rule].windowSeconds): Promise<void> {
  await limiterFor(budget.rule).set(budgetKey(budget), LIMITS[budget.rule].limit, windowSeconds);
}

/**
 * Takes one use of every budget and refuses with 429 when any is spent: the rule's message and the
 * longest Retry-After of the refused ones. All are counted even when one refuses, so a flood keeps
 * paying on each of them.
 */
export async function enforce(...budgets: Budget[]): Promise<void> {
  const taken = await Promise.all(budgets.map((budget) => take(budget)));
  let refused: { rule: LimitName; retryAfterSeconds: number } | null = null;
  for (const [i, result] of taken.entries()) {
    if (!result.ok && (!refused || result.retryAfterSeconds > refused.retryAfterSeconds))
      refused = { rule: budgets[i]!.rule, retryAfterSeconds: result.retryAfterSeconds };
  }
  if (refused)
    throw new AppError("rate_limited", LIMITS[refused.rule].message, { retryAfterSeconds: refused.retryAfterSeconds });
}

/**
 * Gives back the use an attempt took, so only failures spend a budget (a right password, a right code).
 * Taking first and giving back after keeps concurrent guesses counted: each holds its use while checked.
 */
export async function refund(...budgets: Budget[]): Promise<void> {
  await Promise.all(budgets.map((budget) => limiterFor(budget.rule).reward(budgetKey(budget))));
}

/** Forgets what a budget has counted: it starts whole again. */
export async function forget(...budgets: Budget[]): Promise<void> {
  await Promise.all(budgets.map((budget) => limiterFor(budget.rule).delete(budgetKey(budget))));
}
