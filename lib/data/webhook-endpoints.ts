import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { MAX_WEBHOOK_ENDPOINTS } from "@/lib/limits/rules";
import { lockOwner } from "./uploads";

// A partner's webhook endpoints (decision 561). The signing secret is stored sealed by the caller
// (lib/webhooks/secret.ts), never plain; every query takes the partner's id, so another partner's
// endpoint is "not found".

export const WEBHOOK_NOT_FOUND_MESSAGE = "Webhook endpoint not found";
export const webhooksFullMessage = `You have ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Remove one you no longer use first.`;
export const webhookTakenMessage = "This address is already one of your endpoints.";

export type WebhookEndpointView = {
  id: string;
  url: string;
  /** The secret's first characters, to tell a rotated secret apart; never enough to sign. */
  secretPrefix: string;
  createdAt: string;
};

const view = (row: { id: string; url: string; secretPrefix: string; createdAt: Date }): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  secretPrefix: row.secretPrefix,
  createdAt: row.createdAt.toISOString(),
});

export async function listWebhookEndpoints(partnerId: string): Promise<WebhookEndpointView[]> {
  const rows = await db.webhookEndpoint.findMany({
    where: { partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(view);
}

/**
 * A new endpoint with its sealed secret, made by `seal` from the row's id (the id is the seal's associated
 * data). At most MAX_WEBHOOK_ENDPOINTS per partner, one per address.
 */
export async function createWebhookEndpoint(
  partnerId: string,
  input: { id: string; url: string; sealedSecret: string; secretPrefix: string },
  now = new Date(),
): Promise<WebhookEndpointView> {
  const row = await db.$transaction(async (tx) => {
    // The partner's row is locked, so two creations racing cannot both pass the ceiling.
    await lockOwner({ partnerId }, tx);
    const existing = await tx.webhookEndpoint.findMany({ where: { partnerId }, select: { url: true } });
    if (existing.length >= MAX_WEBHOOK_ENDPOINTS) throw new AppError("limit_reached", webhooksFullMessage);
    if (existing.some((e) => e.url === input.url))
      throw new AppError("validation_failed", webhookTakenMessage, { fieldErrors: { url: [webhookTakenMessage] } });
    return tx.webhookEndpoint.create({ data: { ...input, partnerId, createdAt: now } });
  });
  return view(row);
}

/** A new secret for the partner's endpoint: the old one stops signing at once. */
export async function replaceWebhookSecret(
  partnerId: string,
  id: string,
  secret: { sealedSecret: string; secretPrefix: string },
): Promise<WebhookEndpointView> {
  const { count } = await db.webhookEndpoint.updateMany({ where: { id, partnerId }, data: secret });
  if (count !== 1) throw new AppError("not_found", WEBHOOK_NOT_FOUND_MESSAGE);
  return view(await db.webhookEndpoint.findUniqueOrThrow({ where: { id } }));
}

/** Removes the partner's endpoint and its delivery log; nothing more is sent to it. */
/** Removes every endpoint of the partner (a password reset, decision 834). */
export async function deleteAllWebhookEndpoints(partnerId: string, tx: Prisma.TransactionClient): Promise<void> {
  await tx.webhookEndpoint.deleteMany({ where: { partnerId } });
}

export async function deleteWebhookEndpoint(partnerId: string, id: string): Promise<WebhookEndpointView> {
  const row = await db.webhookEndpoint.findFirst({ where: { id, partnerId } });
  if (!row) throw new AppError("not_found", WEBHOOK_NOT_FOUND_MESSAGE);
  await db.webhookEndpoint.deleteMany({ where: { id, partnerId } });
  return view(row);
}
