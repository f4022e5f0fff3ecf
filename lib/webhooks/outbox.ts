import "server-only";
import { after } from "next/server";
import {
  claimDueDeliveries,
  markDelivered,
  markDeliveryFailed,
  type ClaimedDelivery,
} from "@/lib/data/webhook-deliveries";
import { publicTarget } from "@/lib/http/outbound/image-probe";
import { DRAIN_BUDGET_MS, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "@/lib/mail/outbox-policy";
import { DELIVERY_TIMEOUT_MS, WEBHOOK_USER_AGENT, webhookNetwork, type WebhookNetwork } from "./network";
import { openSecret } from "./secret";
import { webhookHeaders } from "./signature";

// The webhook sender (decision 561), run as the mail outbox's is (decision 811): right after the response
// that queued a delivery, and by the outbox's cron drain every minute. Each attempt checks the endpoint's
// address again (a host that now resolves to a private address is refused), signs with the attempt's
// time, and records the outcome under the claim's attempt number. The outbox's policy (lib/mail/outbox-policy.ts)
// sets the backoff (30 s doubling to an hour, ±20 %) and the attempts (24, the last about 17 hours in).

const BATCH = 10;

export type WebhookDrainResult = { delivered: number; retrying: number; failed: number; superseded: number };
type Outcome = keyof WebhookDrainResult;

const REFUSED: Record<string, string> = {
  "not-public": "Refused: the address is not on the public internet",
  "host-not-found": "The endpoint's host was not found",
  "not-https": "Refused: only https addresses are accepted",
  credentials: "Refused: the address has a user name or password",
  port: "Refused: only the standard https port is accepted",
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function deliver(claim: ClaimedDelivery, network: WebhookNetwork, now: Date): Promise<Outcome> {
  const fail = async (error: string, statusCode: number | null, final = false): Promise<Outcome> => {
    const last = final || claim.attempts >= MAX_ATTEMPTS;
    const nextAttemptAt = new Date(now.getTime() + (last ? 0 : retryDelayMs(claim.attempts)));
    const current = await markDeliveryFailed(claim, { statusCode, error, final: last, nextAttemptAt });
    return current ? (last ? "failed" : "retrying") : "superseded";
  };
  let secret: string;
  try {
    secret = openSecret(claim.sealedSecret, claim.endpointId);
  } catch {
    return fail("The endpoint's secret could not be opened (was AUTH_SECRET changed?). Rotate it.", null, true);
  }
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  const target = await publicTarget(claim.url, { resolve: network.resolve, signal });
  if ("reason" in target) return fail(REFUSED[target.reason] ?? `Refused: ${target.reason}`, null);
  const timestamp = Math.floor(now.getTime() / 1000);
  let answer;
  try {
    answer = await network.transport({
      url: target.url,
      address: target.address,
      headers: {
        "content-type": "application/json",
        "user-agent": WEBHOOK_USER_AGENT,
        ...webhookHeaders(secret, { id: claim.id, timestamp, body: claim.payload }),
      },
      body: claim.payload,
      signal,
    });
  } catch (error) {
    return fail(signal.aborted ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds` : messageOf(error), null);
  }
  const excerpt = answer.excerpt.replace(/\s+/g, " ").trim();
  if (answer.status < 200 || answer.status >= 300)
    return fail(`Answered ${answer.status}${excerpt ? `: ${excerpt}` : ""}`, answer.status);
  const current = await markDelivered(claim, { statusCode: answer.status, excerpt: excerpt || null, now });
  return current ? "delivered" : "superseded";
}

/**
 * Sends every delivery due at `now` (all, one partner's, or the one `id`), a batch at a time, until none
 * is due or the time budget is spent. A batch's deliveries go out together: one slow receiver does not
 * hold up the others beyond its own deadline.
 */
export async function drainWebhooks(
  options: { now?: Date; id?: string; partnerId?: string; budgetMs?: number } = {},
): Promise<WebhookDrainResult> {
  const { now = new Date(), id, partnerId } = options;
  const network = webhookNetwork();
  const result: WebhookDrainResult = { delivered: 0, retrying: 0, failed: 0, superseded: 0 };
  const deadline = performance.now() + (options.budgetMs ?? DRAIN_BUDGET_MS);
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  for (;;) {
    const claimed = await claimDueDeliveries({ now, leaseUntil, limit: id ? 1 : BATCH, id, partnerId });
    const outcomes = await Promise.all(claimed.map((claim) => deliver(claim, network, now)));
    for (const outcome of outcomes) result[outcome]++;
    if (id || claimed.length < BATCH || performance.now() > deadline) return result;
  }
}

/** The first attempt of a partner's new deliveries, right after the response; the drain retries. */
export async function deliverWebhooksSoon(scope: { partnerId: string } | { id: string }): Promise<void> {
  const attempt = () =>
    drainWebhooks(scope).then(
      () => undefined,
      (error: unknown) => console.warn("[webhooks] left to the next drain:", messageOf(error)),
    );
  try {
    after(attempt);
  } catch {
    await attempt();
  }
}
