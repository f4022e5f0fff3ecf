import { vi } from "vitest";
import type { AppError } from "@/lib/errors";
import { type Budget, used } from "@/lib/limits/limiter";
import { LIMITS } from "@/lib/limits/rules";

/** Uses left in a budget's window (its whole limit when nothing is counted). */
export async function usesLeft(budget: Budget): Promise<number> {
  return Math.max(0, LIMITS[budget.rule].limit - (await used(budget)));
}

/**
 * Sets the system clock, which the limits' stores read, to `when` (and returns it, for code that takes
 * its own `now`): time passes without waiting. Only Date is faked; timers run as usual. Undo with
 * `vi.useRealTimers()` after the test.
 */
export function clockAt(when: Date | number): Date {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(when);
  return new Date(when);
}

/** What a call came to: "ok", or the refusal's code, message and Retry-After. */
export const outcome = (
  work: Promise<unknown>,
): Promise<{ code: string; message?: string; retryAfterSeconds?: number }> =>
  work.then(
    () => ({ code: "ok" }),
    (error: AppError) => ({
      code: error.code,
      message: error.message,
      retryAfterSeconds: error.extra?.retryAfterSeconds,
    }),
  );
