import "server-only";
import { siteConfig } from "@/config/site";
import { markEmailFailed, markEmailSent, recordEmail } from "@/lib/data/email-messages";
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
  const row = await recordEmail({ ...message, html: message.html ?? null, from, transport: transport.name });
  if (transport.name === "outbox") return row;
  try {
    const { providerId } = await transport.send({ ...message, from });
    await markEmailSent(row.id, providerId ?? null);
  } catch (error) {
    await markEmailFailed(row.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  return row;
}

/** Where mail for the provider goes: contact messages, new partners, confirmed deletions. */
export function providerInbox(): string {
  return getEnv().PROVIDER_INBOX ?? siteConfig.contactEmail;
}
