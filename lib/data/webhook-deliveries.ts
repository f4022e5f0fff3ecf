import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma, WebhookStatus } from "@/lib/generated/prisma/client";

// Webhook deliveries (decision 561): the outbox rows of claims and redemptions. Written in the transaction
// of the change they tell of, so a committed claim always has its deliveries and a rolled-back one none;
// claimed, sent and retried as the mail outbox's rows are (decision 811: due rows taken with SKIP LOCKED,
// a lease, the attempt number as fencing token).

export type WebhookEventType = "claim.created" | "redemption.created";
export const DELIVERY_NOT_FOUND_MESSAGE = "Delivery not found";
/** What the log keeps of a receiver's answer or a failure: a short excerpt, never a body. */
export const EXCERPT_CHARS = 200;

/** A Standard Webhooks message id: unique per delivery, the same for every attempt of it. */
const messageId = () => `msg_${randomBytes(16).toString("base64url")}`;

/**
 * Queues the event for each of the partner's endpoints, inside the caller's transaction. The body is
 * written once here and sent byte for byte, so its signature never depends on a later serialisation.
 */
export async function enqueueWebhookEvent(
  tx: Prisma.TransactionClient,
  event: { partnerId: string; type: WebhookEventType; data: Record<string, unknown>; at: Date },
): Promise<number> {
  const endpoints = await tx.webhookEndpoint.findMany({ where: { partnerId: event.partnerId }, select: { id: true } });
  if (endpoints.length === 0) return 0;
  const payload = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data });
  const { count } = await tx.webhookDelivery.createMany({
    data: endpoints.map(({ id }) => ({
      id: messageId(),
      endpointId: id,
      partnerId: event.partnerId,
      type: event.type,
      payload,
      createdAt: event.at,
      nextAttemptAt: event.at,
    })),
  });
  return count;
}

export type ClaimedDelivery = {
  id: string;
  url: string;
  endpointId: string;
  partnerId: string;
  sealedSecret: string;
  payload: string;
  /** This claim's attempt number: the fencing token its outcome is written with. */
  attempts: number;
};

/**
 * Claims the delivery due first (of all, one partner's, or the one `id`) as claimDueEmails claims messages,
 * none of them for the partners in `skipPartners` or the endpoints in `skipEndpoints`. One row at most:
 * the subquery is compared with `=`, so a re-evaluated subquery can never lease a second row.
 */
export async function claimDueDelivery(options: {
  now: Date;
  leaseUntil: Date;
  id?: string;
  partnerId?: string;
  skipPartners: string[];
  skipEndpoints: string[];
}): Promise<ClaimedDelivery | undefined> {
  const { now, leaseUntil, id, partnerId, skipPartners, skipEndpoints } = options;
  const [claim] = await db.$queryRaw<ClaimedDelivery[]>`
    UPDATE "WebhookDelivery" AS d
    SET "status" = 'SENDING', "leaseUntil" = ${leaseUntil}, "attempts" = d."attempts" + 1
    FROM "WebhookEndpoint" AS e
    WHERE e."id" = d."endpointId" AND d."id" = (
      SELECT "id" FROM "WebhookDelivery"
      WHERE (("status" IN ('QUEUED', 'RETRYING') AND "nextAttemptAt" <= ${now})
          OR ("status" = 'SENDING' AND "leaseUntil" <= ${now}))
        AND (${id ?? null}::text IS NULL OR "id" = ${id ?? null}::text)
        AND (${partnerId ?? null}::text IS NULL OR "partnerId" = ${partnerId ?? null}::text)
        AND NOT ("partnerId" = ANY(${skipPartners}::text[]))
        AND NOT ("endpointId" = ANY(${skipEndpoints}::text[]))
      ORDER BY "nextAttemptAt"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING d."id", e."url", d."endpointId", d."partnerId", e."sealedSecret", d."payload", d."attempts"`;
  return claim;
}

type Claim = { id: string; attempts: number };
const current = ({ id, attempts }: Claim) => ({ id, attempts, status: "SENDING" as const });

/** The receiver answered 2xx. False when the claim was no longer current. */
export async function markDelivered(
  claim: Claim,
  answer: { statusCode: number; excerpt: string | null; now: Date },
): Promise<boolean> {
  const { count } = await db.webhookDelivery.updateMany({
    where: current(claim),
    data: {
      status: "DELIVERED",
      deliveredAt: answer.now,
      lastStatusCode: answer.statusCode,
      lastError: answer.excerpt?.slice(0, EXCERPT_CHARS) || null,
      leaseUntil: null,
    },
  });
  return count === 1;
}

/** A failed attempt: retried at `nextAttemptAt`, or FAILED for good after the last attempt. */
export async function markDeliveryFailed(
  claim: Claim,
  failure: { statusCode: number | null; error: string; final: boolean; nextAttemptAt: Date },
): Promise<boolean> {
  const { count } = await db.webhookDelivery.updateMany({
    where: current(claim),
    data: {
      status: failure.final ? "FAILED" : "RETRYING",
      lastStatusCode: failure.statusCode,
      lastError: failure.error.slice(0, EXCERPT_CHARS),
      nextAttemptAt: failure.nextAttemptAt,
      leaseUntil: null,
    },
  });
  return count === 1;
}

export const DELIVERY_PAGE_SIZE = 50;

export type WebhookDeliveryView = {
  id: string;
  endpointId: string;
  url: string;
  type: string;
  status: WebhookStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
};

/** The partner's delivery log, newest first. */
export async function listWebhookDeliveries(partnerId: string, take = DELIVERY_PAGE_SIZE) {
  const rows = await db.webhookDelivery.findMany({
    where: { partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      endpointId: true,
      endpoint: { select: { url: true } },
      type: true,
      status: true,
      attempts: true,
      nextAttemptAt: true,
      lastStatusCode: true,
      lastError: true,
      deliveredAt: true,
      createdAt: true,
    },
  });
  return rows.map(({ endpoint, nextAttemptAt, deliveredAt, createdAt, ...row }): WebhookDeliveryView => ({
    ...row,
    url: endpoint.url,
    nextAttemptAt: row.status === "QUEUED" || row.status === "RETRYING" ? nextAttemptAt.toISOString() : null,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * "Send again": the partner's delivery, whatever its state but one being sent, is queued now with a fresh
 * set of attempts and the same id and body (the receiver drops a repeat it already took by its id).
 */
export async function requeueDelivery(partnerId: string, id: string, now: Date): Promise<void> {
  const row = await db.webhookDelivery.findFirst({ where: { id, partnerId }, select: { status: true } });
  if (!row) throw new AppError("not_found", DELIVERY_NOT_FOUND_MESSAGE);
  if (row.status === "SENDING") throw new AppError("conflict", "This delivery is being sent right now.");
  await db.webhookDelivery.updateMany({
    where: { id, partnerId, status: { not: "SENDING" } },
    data: { status: "QUEUED", attempts: 0, nextAttemptAt: now, leaseUntil: null },
  });
}

/** Housekeeping (decision 816): the log keeps finished deliveries for `before`'s age, no longer. */
export async function pruneWebhookDeliveries(before: Date): Promise<number> {
  const { count } = await db.webhookDelivery.deleteMany({
    where: { status: { in: ["DELIVERED", "FAILED"] }, createdAt: { lt: before } },
  });
  return count;
}
