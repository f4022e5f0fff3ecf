import { Resend } from "resend";
import { getEnv } from "@/lib/env";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = { providerId?: string };
/** What a transport is handed: the message, its sender, and the outbox row's id as the idempotency key. */
export type OutgoingMail = MailMessage & { from: string; idempotencyKey: string };

/** One interface for every way the app sends e-mail. */
export interface MailTransport {
  readonly name: "resend" | "outbox";
  send(message: OutgoingMail): Promise<SentMail>;
}

/** No real transport: the stored row is the message, left QUEUED (read at /dev/mail in the demo). */
export const outboxTransport: MailTransport = {
  name: "outbox",
  async send() {
    return {};
  },
};

/**
 * Resend, with the outbox row's id as its Idempotency-Key: a repeat of an attempt Resend did take (a
 * timeout, a sender that died before recording it) answers the first send instead of sending again.
 */
export function resendTransport(apiKey: string): MailTransport {
  const client = new Resend(apiKey);
  return {
    name: "resend",
    async send({ from, to, subject, text, html, idempotencyKey }) {
      const { data, error } = await client.emails.send(
        { from, to, subject, text, ...(html ? { html } : {}) },
        { idempotencyKey },
      );
      if (error) throw new Error(`Resend refused the message: ${error.message}`);
      return { providerId: data?.id };
    },
  };
}

let override: MailTransport | undefined;

/** Resend when RESEND_API_KEY is set; otherwise none: messages stay in the outbox. */
export function getMailTransport(): MailTransport {
  if (override) return override;
  const key = getEnv().RESEND_API_KEY;
  return key ? resendTransport(key) : outboxTransport;
}

/** Tests swap the transport to simulate a provider, its outage and its recovery. */
export function setMailTransportForTests(transport: MailTransport | undefined): void {
  override = transport;
}
