import "server-only";
import { rateLimit, type RateLimitResult, type RateLimitRule, releaseRateLimit } from "@/lib/rate-limit";
import { AppError } from "@/lib/errors";
import { RATE_LIMITED_MESSAGE } from "./messages";

const WINDOW = 15 * 60;
const DAY = 24 * 60 * 60;

/**
 * Per account and per address; an address limit is looser because an office shares one (decision 404).
 * The daily caps stop the 15-minute windows from refilling all day (decision 810).
 */
export const PARTNER_LIMITS = {
  signInAccount: { limit: 10, windowSeconds: WINDOW },
  signInIp: { limit: 30, windowSeconds: WINDOW },
  codeSendAccount: { limit: 5, windowSeconds: WINDOW },
  codeSendIp: { limit: 20, windowSeconds: WINDOW },
  /** Codes mailed to one inbox, sign-up and reset together. */
  codeSendAddressDay: { limit: 10, windowSeconds: DAY },
  codeCheckAccount: { limit: 10, windowSeconds: WINDOW },
  codeCheckIp: { limit: 30, windowSeconds: WINDOW },
  /** Failed code checks per account and purpose (NIST 800-63B 5.2.2: at most 100). */
  codeCheckFailuresDay: { limit: 100, windowSeconds: DAY },
  grantUseIp: { limit: 20, windowSeconds: WINDOW },
  passwordChangeAccount: { limit: 5, windowSeconds: WINDOW },
} satisfies Record<string, RateLimitRule>;

/** Provider staff: tighter per account (a console account is worth more), the same per address. */
export const STAFF_LIMITS = {
  signInAccount: { limit: 5, windowSeconds: WINDOW },
  signInIp: { limit: 30, windowSeconds: WINDOW },
  secondFactorAccount: { limit: 5, windowSeconds: WINDOW },
  secondFactorIp: { limit: 30, windowSeconds: WINDOW },
} satisfies Record<string, RateLimitRule>;

export type LimitScope = "partner" | "staff";

/**
 * Counts one attempt against every key and refuses with 429 when any is over its limit. All keys are
 * counted even after the first refusal, so a flood keeps paying on each of them.
 */
export async function enforceLimits(
  checks: [key: string, rule: RateLimitRule][],
  scope: LimitScope = "partner",
  now = new Date(),
): Promise<void> {
  const results = await Promise.all(checks.map(([key, rule]) => countAttempt(key, rule, scope, now)));
  const refused = results.filter((r) => !r.ok);
  if (refused.length) {
    const retryAfterSeconds = Math.max(...refused.map((r) => r.retryAfterSeconds));
    throw new AppError("rate_limited", RATE_LIMITED_MESSAGE, { retryAfterSeconds });
  }
}

/** Counts one attempt against one key, for a caller that answers the refusal itself. */
export function countAttempt(
  key: string,
  rule: RateLimitRule,
  scope: LimitScope = "partner",
  now = new Date(),
): Promise<RateLimitResult> {
  return rateLimit(`${scope}:${key}`, rule, now);
}

/**
 * Gives back the attempt a success reserved, so only failures use up a budget (SECURITY.md: "failed
 * sign-ins throttled"). Reserving first and refunding after keeps concurrent guesses counted: every
 * guess holds its slot while it is being checked.
 */
export async function refundLimits(keys: string[], scope: LimitScope = "partner"): Promise<void> {
  await releaseRateLimit(keys.map((k) => `${scope}:${k}`));
}
