// How the outbox retries (decision 811). Pure numbers and one function, so they are tested on their own.

/** Attempts before a message is DEAD. With the delays below the last one is due about 17 hours in. */
export const MAX_ATTEMPTS = 24;
/** The delay after the first failure (MAIL_FIRST_RETRY_SECONDS, 30 by default); it doubles after each one up to the cap. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** Each delay is spread by ±20 % so a recovered provider is not hit by every message at once. */
export const JITTER = 0.2;
/**
 * How long a claimed message is its sender's. A sender that dies mid-send leaves the row SENDING; after
 * the lease another sender takes it, with the same idempotency key, so the provider sends it once.
 */
export const LEASE_MS = 2 * 60_000;
/** Messages claimed at a time by one drain; a drain keeps claiming until none is due or its time is up. */
export const DRAIN_BATCH = 25;
/** A drain stops claiming after this long (a cron call must answer well within a minute). */
export const DRAIN_BUDGET_MS = 25_000;
/**
 * Resend keeps an idempotency key for 24 hours: every attempt of a message, jitter included, falls within
 * that, so a repeat of an attempt the provider did take is never a second e-mail.
 */
export const PROVIDER_KEY_TTL_MS = 24 * 60 * 60_000;

/** The wait after failed attempt number `attempt` (1-based), with jitter from `random` in [0, 1). */
export function retryDelayMs(
  attempt: number,
  random: () => number = Math.random,
  firstRetryMs = FIRST_RETRY_MS,
): number {
  const base = Math.min(firstRetryMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
