import "server-only";
import { after } from "next/server";
import { getEnv } from "@/lib/env";
import { claimDueEmails, markEmailAttemptFailed, markEmailSent, type ClaimedEmail } from "@/lib/data/email-messages";
import { DRAIN_BATCH, DRAIN_BUDGET_MS, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "./outbox-policy";
import { openBody, type MailBody } from "./sealed-body";
import { getMailTransport, type MailTransport } from "./transport";

// The sender (decision 811): claims due messages, sends each with its row id as the idempotency key,
// and records the outcome under the claim's attempt number. Runs right after the response that queued
// a message (deliverSoon) and from the cron route every minute (drainOutbox).

export type DrainResult = { sent: number; retrying: number; dead: number; superseded: number };
type Outcome = keyof DrainResult;

const retryDelay = (attempt: number) => retryDelayMs(attempt, Math.random, getEnv().MAIL_FIRST_RETRY_SECONDS * 1000);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function deliver(claim: ClaimedEmail, transport: MailTransport, now: Date): Promise<Outcome> {
  const fail = async (error: string, dead: boolean): Promise<Outcome> => {
    const nextAttemptAt = new Date(now.getTime() + (dead ? 0 : retryDelay(claim.attempts)));
    const current = await markEmailAttemptFailed(claim, { error, dead, nextAttemptAt });
    return current ? (dead ? "dead" : "retrying") : "superseded";
  };
  let body: MailBody;
  try {
    body = claim.sealedBody ? openBody(claim.sealedBody, claim.to) : { text: claim.text, html: claim.html };
  } catch {
    return fail("The sealed body could not be opened (was AUTH_SECRET changed?).", true);
  }
  let providerId: string | undefined;
  try {
    ({ providerId } = await transport.send({
      from: claim.from,
      to: claim.to,
      subject: claim.subject,
      text: body.text,
      ...(body.html ? { html: body.html } : {}),
      idempotencyKey: claim.id,
    }));
  } catch (error) {
    return fail(messageOf(error), claim.attempts >= MAX_ATTEMPTS);
  }
  // If this write is lost (the database went away), the lease runs out and the message is sent again
  // with the same key: the provider answers the first send.
  const current = await markEmailSent(claim, { providerId: providerId ?? null, transport: transport.name, now });
  return current ? "sent" : "superseded";
}

/**
 * Sends every message due at `now` (or only the message `id`), a batch at a time, one message after
 * another (the provider limits requests per second), until none is due or the time budget is spent.
 * Without a transport nothing is claimed: messages stay QUEUED for the demo mailbox and the console.
 */
export async function drainOutbox(
  options: { now?: Date; transport?: MailTransport; id?: string; batch?: number; budgetMs?: number } = {},
): Promise<DrainResult> {
  const { now = new Date(), transport = getMailTransport(), id, batch = DRAIN_BATCH } = options;
  const result: DrainResult = { sent: 0, retrying: 0, dead: 0, superseded: 0 };
  if (transport.name === "outbox") return result;
  const deadline = performance.now() + (options.budgetMs ?? DRAIN_BUDGET_MS);
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  for (;;) {
    const claimed = await claimDueEmails({ now, leaseUntil, limit: id ? 1 : batch, id });
    for (const claim of claimed) result[await deliver(claim, transport, now)]++;
    if (id || claimed.length < batch || performance.now() > deadline) return result;
  }
}

/**
 * The first attempt, right after the response (Next's after()) so the caller's answer does not wait for
 * the provider; outside a request (scripts, tests) at once. A failure leaves the message to the drain.
 */
export async function deliverSoon(id: string, now?: Date): Promise<void> {
  const attempt = () =>
    drainOutbox({ id, now }).then(
      () => undefined,
      (error: unknown) => console.warn(`[mail] message ${id} left to the next drain:`, messageOf(error)),
    );
  try {
    after(attempt);
  } catch {
    await attempt();
  }
}
