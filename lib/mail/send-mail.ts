import "server-only";
import { siteConfig } from "@/config/site";
import { recordEmail } from "@/lib/data/email-messages";
import { getEnv } from "@/lib/env";
import { deliverSoon } from "./outbox";
import { sealBody } from "./sealed-body";
import { checkSecretSlots, fillSlots, type MailSecrets } from "./secret-slots";
import { escapeHtml } from "./templates/layout";
import { getMailTransport, type MailMessage } from "./transport";

export { getMailTransport, setMailTransportForTests } from "./transport";

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

export type OutgoingMessage = MailMessage & {
  /** Values of the template's secret slots (secretSlot): sealed for the send, masked everywhere else. */
  secrets?: MailSecrets;
};

/**
 * Puts the message in the outbox and returns: the caller's action succeeds whatever the provider does
 * (decision 811). The first attempt follows the response; the cron drain retries with backoff. A message
 * with secrets is stored masked, its real body sealed until it is sent (decision 812). Without a transport
 * the row stays QUEUED: in the demo it is read at /dev/mail, in production by staff in the console.
 * Throws only when the message cannot be recorded (the database is away).
 */
export async function sendMail(input: OutgoingMessage, options: { now?: Date } = {}): Promise<{ id: string }> {
  const { secrets, ...message } = input;
  const to = headerSafe(message.to).toLowerCase();
  const html = message.html ?? null;
  const now = options.now ?? new Date();
  let sealedBody: string | null = null;
  if (secrets) {
    checkSecretSlots({ text: message.text, html }, secrets);
    const text = fillSlots(message.text, (name) => secrets[name] ?? "");
    sealedBody = sealBody({ text, html: html && fillSlots(html, (name) => escapeHtml(secrets[name] ?? "")) }, to);
  }
  const transport = getMailTransport();
  const row = await recordEmail(
    {
      to,
      from: getEnv().MAIL_FROM,
      subject: headerSafe(message.subject),
      text: fillSlots(message.text),
      html: html && fillSlots(html),
      transport: transport.name,
      redacted: Boolean(secrets),
      sealedBody,
    },
    now,
  );
  if (transport.name !== "outbox") await deliverSoon(row.id, options.now);
  return row;
}

/** Where mail for the provider goes: contact messages, new partners, confirmed deletions. */
export function providerInbox(): string {
  return getEnv().PROVIDER_INBOX ?? siteConfig.contactEmail;
}
