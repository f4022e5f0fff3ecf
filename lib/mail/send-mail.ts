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

/** The local mailbox (/dev/mail, demo builds only) is offered in the demo, without a real transport. */
export function isDevMailboxEnabled(): boolean {
  const env = getEnv();
  return env.demo && !env.RESEND_API_KEY;
}

/** Header values never carry line breaks or other controls, whatever the caller built them from. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * Records the message, then hands it to the transport. A transport failure is recorded on the row
 * and rethrown, so callers decide whether the user's action still succeeded. Without a transport the
 * row stays QUEUED: in the demo it is read at /dev/mail, in production by staff in the console.
 */
export async function sendMail(input: MailMessage): Promise<{ id: string }> {
  const message = { ...input, to: headerSafe(input.to).toLowerCase(), subject: headerSafe(input.subject) };
  const transport = getMailTransport();
  const from = getEnv().MAIL_FROM;
  const row = await db.emailMessage.create({
    data: { ...message, html: message.html ?? null, from, transport: transport.name },
    select: { id: true },
  });
  if (transport.name === "outbox") return row;
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
