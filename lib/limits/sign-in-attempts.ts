import "server-only";
import { AppError } from "@/lib/errors";
import { type Budget, forget, refund, spend, take, used } from "./limiter";
import { LIMITS, type LimitName, SIGN_IN_DELAY_SECONDS, TOO_MANY_ATTEMPTS_MESSAGE } from "./rules";

// Growing delays instead of a lockout (decision 820, NIST SP 800-63B 5.2.2): wrong passwords slow whoever
// sends them, per account and per account and address, while the owner signing in from an address the
// account has signed in from before is never held by a stranger's failures elsewhere.

export type SignInAudience = "partner" | "staff";

const RULES: Record<SignInAudience, { address: LimitName; failures: LimitName; signIns: LimitName }> = {
  partner: { address: "partnerSignInAddress", failures: "partnerSignInFailures", signIns: "partnerSignIns" },
  staff: { address: "staffSignInAddress", failures: "staffSignInFailures", signIns: "staffSignIns" },
};

/** The wait before the next attempt once `past` failures have gone beyond the free ones (1, 2, ...). */
export function signInDelaySeconds(past: number): number {
  const { first, longest } = SIGN_IN_DELAY_SECONDS;
  return Math.min(longest, first * 2 ** Math.min(past - 1, 20));
}

/** Failures in a row and the delay they set: per account (no address), or per account and address. */
type Gate = { failures: Budget; delay: Budget };

function gateOf(audience: SignInAudience, account: string, address?: string): Gate {
  const key = `${audience}:${account}`;
  return {
    failures: { rule: RULES[audience].failures, key, address },
    delay: { rule: "signInDelay", key, address },
  };
}

export type SignInAttempt = {
  /** The password was wrong (or the account unknown): the next attempt may have to wait. */
  failed: () => Promise<void>;
  /** The password was right: the failures in a row are forgotten and this address is remembered. */
  succeeded: () => Promise<void>;
};

/**
 * Before a password is checked: counts the attempt against the address's flood limit, and against the
 * failures in a row of the account from this address and (unless the account has signed in from this
 * address) from anywhere. Past the free failures an attempt must wait for the delay the last failure
 * set; an attempt that comes too early is refused with 429 and Retry-After and counts as nothing else.
 * The account's sign-ins are counted too, and a wrong password gives its use back: only right passwords
 * spend them. Counted before the check, so attempts sent at once cannot all slip through one gap.
 */
export async function startSignInAttempt(
  audience: SignInAudience,
  account: string,
  address: string,
): Promise<SignInAttempt> {
  const flood: Budget = { rule: RULES[audience].address, address };
  const fromHere = gateOf(audience, account, address);
  const anywhere = gateOf(audience, account);
  const known: Budget = { rule: "signInKnownAddress", key: `${audience}:${account}`, address };
  const signIns: Budget = { rule: RULES[audience].signIns, key: `${audience}:${account}` };
  const free = LIMITS[RULES[audience].failures].limit;
  const [floodTaken, signInsTaken, isKnown] = await Promise.all([
    take(flood),
    take(signIns),
    used(known).then((n) => n > 0),
  ]);
  const counted = isKnown ? [fromHere] : [fromHere, anywhere];
  const failuresSoFar = await Promise.all(counted.map(async (gate) => (await take(gate.failures)).used));
  // Past the free failures, an attempt needs the delay's one pass: free once the last failure's delay ended.
  const passes = await Promise.all(
    counted.map((gate, i) =>
      failuresSoFar[i]! > free ? take(gate.delay, signInDelaySeconds(failuresSoFar[i]! - free)) : null,
    ),
  );
  const waits = [floodTaken, signInsTaken, ...passes].filter((t) => t && !t.ok).map((t) => t!.retryAfterSeconds);
  if (waits.length) {
    await Promise.all([
      refund(signIns, ...counted.map((gate) => gate.failures)),
      ...counted.map((gate, i) => (passes[i]?.ok ? forget(gate.delay) : null)),
    ]);
    throw new AppError("rate_limited", TOO_MANY_ATTEMPTS_MESSAGE, { retryAfterSeconds: Math.max(...waits) });
  }
  return {
    failed: async () => {
      // From the last free failure on, each failure holds the next attempt for a longer delay.
      await Promise.all([
        refund(signIns),
        ...counted.map((gate, i) =>
          failuresSoFar[i]! >= free ? spend(gate.delay, signInDelaySeconds(failuresSoFar[i]! - free + 1)) : null,
        ),
      ]);
    },
    succeeded: async () => {
      await Promise.all([
        refund(flood),
        forget(fromHere.failures, fromHere.delay, anywhere.failures, anywhere.delay),
        spend(known),
      ]);
    },
  };
}

/**
 * Forgets an account's failures in a row from everywhere, e.g. once its owner has proven control of the
 * e-mail address by resetting the password: a stranger's failures then hold no one.
 */
export async function forgetSignInFailures(audience: SignInAudience, account: string): Promise<void> {
  const anywhere = gateOf(audience, account);
  await forget(anywhere.failures, anywhere.delay);
}
