import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { siteConfig } from "@/config/site";
import {
  findDeletionRequestByTokenHash,
  insertDeletionRequest,
  markDeletionRequestConfirmed,
  removeDeletionRequest,
} from "@/lib/data/deletion-requests";
import { getEnv } from "@/lib/env";
import { secretSlot } from "@/lib/mail/secret-slots";
import { providerInbox, sendMail } from "@/lib/mail/send-mail";
import type { AccountDeletionData } from "@/lib/validations/account-deletion";

/** How long the link in the confirmation e-mail works. */
export const CONFIRM_LINK_TTL_DAYS = 7;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Stores the request and e-mails a one-time confirmation link; only its hash is kept, and the e-mail
 * carries the token as a secret, so the outbox holds it only sealed until it is sent (decision 812).
 */
export async function createDeletionRequest(data: AccountDeletionData): Promise<{ id: string }> {
  const token = randomBytes(32).toString("base64url");
  const email = data.email.toLowerCase();
  const row = await insertDeletionRequest({ email, reason: data.reason || null, confirmTokenHash: hashToken(token) });
  const link = `${getEnv().APP_URL}/account-deletion/confirm?token=${secretSlot("token")}`;
  const mail = {
    to: email,
    subject: `Confirm your ${siteConfig.name} account deletion request`,
    text: [
      `We received a request to delete the ${siteConfig.name} account for ${email}.`,
      "",
      `To confirm it, open this link within ${CONFIRM_LINK_TTL_DAYS} days:`,
      link,
      "",
      "Once confirmed, your profile, transactions, budgets, insights, community posts and linked-account data are deleted within 7 business days.",
      "If you did not ask for this, ignore this e-mail and nothing will happen.",
    ].join("\n"),
    secrets: { token },
  };
  try {
    await sendMail(mail);
  } catch (error) {
    // The e-mail could not even be queued: without it the request can never be confirmed, so it is
    // dropped and the person simply retries. A provider outage no longer gets here (decision 811).
    await removeDeletionRequest(row.id);
    throw error;
  }
  return row;
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/** Confirms the request the token belongs to. Safe to repeat: a second click reports 'already-confirmed'. */
export async function confirmDeletionRequest(token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!/^[\w-]{20,100}$/.test(token)) return "invalid";
  const request = await findDeletionRequestByTokenHash(hashToken(token));
  if (!request) return "invalid";
  if (request.status !== "AWAITING_CONFIRMATION") return "already-confirmed";
  if (now.getTime() - request.createdAt.getTime() > CONFIRM_LINK_TTL_DAYS * 86_400_000) return "expired";
  if (!(await markDeletionRequestConfirmed(request.id, now))) return "already-confirmed";
  try {
    await sendMail({
      to: providerInbox(),
      subject: "Account deletion request confirmed",
      text: `The account deletion request for ${request.email} was confirmed. Complete it within 7 business days.\n\nReason: ${request.reason ?? "(none given)"}\nRequest: ${request.id}`,
    });
  } catch (error) {
    console.warn("[account-deletion] provider notification failed", error instanceof Error ? error.message : error);
  }
  return "confirmed";
}
