import "server-only";
import { after } from "next/server";
import {
  claimDueDelivery,
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

/** Deliveries in flight at once in one drain. */
const WORKERS = 10;
/** Of them, at most this many to one partner's endpoints: slow receivers hold two places, never the drain. */
const PER_PARTNER = 2;
/** An endpoint that takes longer than this to answer gets no more attempts in the same drain. */
const SLOW_ANSWER_MS = 5_000;

export type WebhookDrainResult = { delivered: number; retrying: number; failed: number; superseded: number };
type Outcome = keyof WebhookDrainResult;
/** An attempt's outcome, and whether the endpoint answered at all (a status, right or wrong). */
type Attempt = { outcome: Outcome; answered: boolean };

const REFUSED: Record<string, string> = {
  "not-public": "Refused: the address is not on the public internet",
  "host-not-found": "The endpoint's host was not found",
  "not-https": "Refused: only https addresses are accepted",
  credentials: "Refused: the address has a user name or password",
  port: "Refused: only the standard https port is accepted",
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function deliver(claim: ClaimedDelivery, network: WebhookNetwork, now: Date): Promise<Attempt> {
  const fail = async (error: string, statusCode: number | null, final = false): Promise<Attempt> => {
    const last = final || claim.attempts >= MAX_ATTEMPTS;
    const nextAttemptAt = new Date(now.getTime() + (last ? 0 : retryDelayMs(claim.attempts)));
    const current = await markDeliveryFailed(claim, { statusCode, error, final: last, nextAttemptAt });
    return { outcome: current ? (last ? "failed" : "retrying") : "superseded", answered: statusCode !== null };
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
  return { outcome: current ? "delivered" : "superseded", answered: true };
}

/**
 * Sends every delivery due at `now` (all, one partner's, or the one `id`) until none is due or the time
 * budget is spent. Ten go out at once, at most two of them to one partner's endpoints, and an endpoint
 * that gave no answer, or answered slowly, gets no more attempts in this run: its due deliveries wait for
 * the next drain, so slow receivers never hold up other partners' deliveries (decision 836). An error
 * (the database's) stops the drain from claiming more, lets the deliveries in flight finish, and is thrown.
 */
export async function drainWebhooks(
  options: { now?: Date; id?: string; partnerId?: string; budgetMs?: number } = {},
): Promise<WebhookDrainResult> {
  const { now = new Date(), id, partnerId } = options;
  const network = webhookNetwork();
  const result: WebhookDrainResult = { delivered: 0, retrying: 0, failed: 0, superseded: 0 };
  const deadline = performance.now() + (options.budgetMs ?? DRAIN_BUDGET_MS);
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const inFlight = new Map<string, number>();
  const skipped = new Set<string>();
  const errors: unknown[] = [];
  // Claims are taken one at a time, so the partners and endpoints to skip are always the current ones.
  let claiming: Promise<unknown> = Promise.resolve();
  const claimNext = () => {
    const next = claiming.then(async () => {
      const full = [...inFlight].filter(([, count]) => count >= PER_PARTNER).map(([owner]) => owner);
      const claim = await claimDueDelivery({
        now,
        leaseUntil,
        id,
        partnerId,
        skipPartners: full,
        skipEndpoints: [...skipped],
      });
      if (claim) inFlight.set(claim.partnerId, (inFlight.get(claim.partnerId) ?? 0) + 1);
      return claim;
    });
    claiming = next.catch(() => undefined);
    return next;
  };
  const worker = async () => {
    while (errors.length === 0 && performance.now() <= deadline) {
      const claim = await claimNext();
      if (!claim) return;
      const started = performance.now();
      try {
        const { outcome, answered } = await deliver(claim, network, now);
        result[outcome]++;
        if (!answered || performance.now() - started > SLOW_ANSWER_MS) skipped.add(claim.endpointId);
      } finally {
        inFlight.set(claim.partnerId, inFlight.get(claim.partnerId)! - 1);
      }
      if (id) return;
    }
  };
  const workers = Array.from({ length: id ? 1 : WORKERS }, () =>
    worker().catch((error: unknown) => {
      errors.push(error);
    }),
  );
  await Promise.all(workers);
  if (errors.length) throw errors[0];
  return result;
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
