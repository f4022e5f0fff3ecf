import "server-only";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { outboxTransport, resendTransport, type MailMessage, type MailTransport } from "./transport";

let override: MailTransport | undefined;

export function getMailTransport(): MailTransport {
  if (override) return override;
  const key = getEnv().RESEND_API_KEY;
  return key ? resendTransport(key) : outboxTransport;
}

/** Tests swap the transport to simulate a provider outage. */
export function setMailTransportForTests(transport: MailTransport | undefined): void {
  override = transport;
}

/** The dev mailbox is only offered when no real transport is configured. */
export function isDevMailboxEnabled(): boolean {
  return !getEnv().RESEND_API_KEY;
}

/**
 * Records the message, then hands it to the transport. A transport failure is recorded on the row
 * and rethrown, so callers decide whether the user's action still succeeded.
 */
export async function sendMail(message: MailMessage): Promise<{ id: string }> {
  const transport = getMailTransport();
  const from = getEnv().MAIL_FROM;
  const row = await db.emailMessage.create({
    data: { ...message, to: message.to.trim().toLowerCase(), html: message.html ?? null, from, transport: transport.name },
    select: { id: true },
  });
  try {
    const { providerId } = await transport.send({ ...message, from });
    await db.emailMessage.update({
      where: { id: row.id },
      data: { status: "SENT", sentAt: new Date(), providerId: providerId ?? null },
    });
  } catch (error) {
    await db.emailMessage.update({
      where: { id: row.id },
      data: { status: "FAILED", error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
  return row;
}

export function listOutbox(options: { to?: string; take?: number } = {}) {
  return db.emailMessage.findMany({
    where: options.to ? { to: options.to.toLowerCase() } : {},
    orderBy: { createdAt: "desc" },
    take: options.take ?? 50,
  });
}
