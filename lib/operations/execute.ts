import "server-only";
import type { z } from "zod";
import { isHoneypotFilled } from "@/lib/http/honeypot";
import { db } from "@/lib/db";
import { AppError, validationError } from "@/lib/errors";
import { enforce } from "@/lib/limits/limiter";
import { once, onceKey } from "./once";
import type { Audience, Operation, OperationContext, Outcome } from "./operation";

export const BUSY_MESSAGE = "This request is already being processed. Please try again shortly.";

export type Caller<A extends Audience> = Omit<OperationContext<A>, "tx"> & {
  /** The client's own Idempotency-Key, when it sent one (API only). */
  idempotencyKey?: string | null;
  /** The adapter already took this request's use of the operation's rate limit (takeRateLimit). */
  rateLimitTaken?: boolean;
};

export type Executed<T> = Outcome<T> & { replayed?: boolean };

/** Whose budget and whose submissions: the signed-in account, or the address before sign-in. */
function callerOf(caller: Caller<Audience>): { account?: string; address: string } {
  const actor = caller.actor as { partnerId?: string; staffId?: string; appKeyId?: string } | null;
  const address = `ip:${caller.ip}`;
  if (actor?.partnerId) return { account: `partner:${actor.partnerId}`, address };
  if (actor?.staffId) return { account: `staff:${actor.staffId}`, address };
  if (actor?.appKeyId) return { account: `app:${actor.appKeyId}`, address };
  return { address };
}

/**
 * Takes one use of the operation's rate limit for this caller, or refuses with 429. `execute` does it
 * first; an adapter that must read something before the input exists (a merged PATCH reads the stored
 * coupon) does it before that read instead, so a caller past the limit costs nothing more.
 */
export async function takeRateLimit(
  operation: Pick<Operation<z.ZodType, unknown, Audience>, "name" | "rateLimit">,
  caller: Caller<Audience>,
): Promise<void> {
  if (!operation.rateLimit) return;
  const who = callerOf(caller);
  const per = who.account ? { key: `${operation.name}:${who.account}` } : { key: operation.name, address: caller.ip };
  await enforce({ rule: operation.rateLimit, ...per });
}

/**
 * The steps every write takes, whichever adapter called: the caller's rate limit, the honeypot, the
 * input schema, then the work, once per submission where the operation asks for it. Refusals are
 * thrown as AppError; the adapters map them.
 */
export async function execute<S extends z.ZodType, T, A extends Audience>(
  operation: Operation<S, T, A>,
  raw: unknown,
  caller: Caller<A>,
): Promise<Executed<T>> {
  const who = callerOf(caller);
  if (!caller.rateLimitTaken) await takeRateLimit(operation, caller);
  if (operation.honeypot && isHoneypotFilled(raw)) return operation.honeypot;
  const parsed = await operation.input.safeParseAsync(raw);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { idempotencyKey, rateLimitTaken: _taken, ...context } = caller;
  const { transactional, windowMs, fingerprint, namedOnly } = operation.once ?? {};
  const submitted = operation.once ? (fingerprint ? fingerprint(parsed.data) : JSON.stringify(parsed.data)) : "";
  const named = operation.once ? onceKey(operation.name, who, submitted, idempotencyKey, windowMs) : null;
  // A write that runs once only by the client's key: without one it runs as sent, and with one its answer
  // is not kept under the body as well (the same body without the key is another request).
  const key = named && namedOnly ? (named.requestHash ? { ...named, submission: undefined } : null) : named;
  if (!key) {
    const outcome = await operation.run(parsed.data, { ...context, tx: db });
    operation.committed?.(parsed.data, outcome, context);
    return outcome;
  }

  const result = await once({ ...key, transactional }, async (tx) => {
    const outcome = await operation.run(parsed.data, { ...context, tx });
    const status = outcome.status ?? 200;
    // Cookies (session tokens) are never stored for a replay.
    return { status, body: { data: outcome.data, message: outcome.message } };
  });
  if ("busy" in result) throw new AppError("conflict", BUSY_MESSAGE, { retryAfterSeconds: 2 });
  const body = result.body as { data: T; message?: string };
  const executed = { data: body.data, message: body.message, status: result.status, replayed: result.replayed };
  if (!result.replayed) operation.committed?.(parsed.data, executed, context);
  return executed;
}
