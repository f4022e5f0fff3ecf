import { Resend } from "resend";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = { providerId?: string };

/** One interface for every way the app sends e-mail. */
export interface MailTransport {
  readonly name: "resend" | "outbox";
  send(message: MailMessage & { from: string }): Promise<SentMail>;
}

/** No real transport: the stored row is the message, left QUEUED (read at /dev/mail in the demo). */
export const outboxTransport: MailTransport = {
  name: "outbox",
  async send() {
    return {};
  },
};

export function resendTransport(apiKey: string): MailTransport {
  const client = new Resend(apiKey);
  return {
    name: "resend",
    async send({ from, to, subject, text, html }) {
      const { data, error } = await client.emails.send({ from, to, subject, text, ...(html ? { html } : {}) });
      if (error) throw new Error(`Resend refused the message: ${error.message}`);
      return { providerId: data?.id };
    },
  };
}
