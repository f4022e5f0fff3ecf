import { Badge } from "@/components/ui/badge";
import type { MailRow } from "@/lib/data/email-messages";
import { formatDateTime } from "@/lib/format/console-date";
import type { EmailStatus } from "@/lib/generated/prisma/enums";

/** The words staff read for each delivery state (decision 811). */
export const MAIL_STATE_LABELS: Record<EmailStatus, string> = {
  QUEUED: "queued",
  SENDING: "sending",
  SENT: "sent",
  FAILED: "retrying",
  DEAD: "dead",
};
const TONE = { QUEUED: "amber", SENDING: "brand", SENT: "green", FAILED: "red", DEAD: "slate" } as const;

export function MailStateBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONE[status]}>{MAIL_STATE_LABELS[status]}</Badge>;
}

/** What happened to the message so far, in one line. */
export function mailProgress(m: Pick<MailRow, "status" | "attempts" | "nextAttemptAt" | "sentAt">): string | null {
  const tries = `${m.attempts} attempt${m.attempts === 1 ? "" : "s"}`;
  if (m.status === "FAILED") return `${tries} failed · next attempt ${formatDateTime(m.nextAttemptAt)}`;
  if (m.status === "DEAD") return `gave up after ${tries}`;
  if (m.status === "SENT" && m.sentAt) return `sent ${formatDateTime(m.sentAt)}${m.attempts > 1 ? ` (${tries})` : ""}`;
  if (m.status === "SENDING") return `attempt ${m.attempts} in progress`;
  return null;
}

/** Resending needs the real body: a dead message with a secret lost it (decision 812). */
export function canResend(m: Pick<MailRow, "status" | "redacted">): boolean {
  return m.status === "FAILED" || (m.status === "DEAD" && !m.redacted);
}

/**
 * Why a message's code or link is masked in the console, true to its state (console review m25): only a
 * sent e-mail carried it; a queued or retrying one will carry it when sent; a dead one never went out.
 */
export function maskedNote(status: EmailStatus): string {
  const masked = "Its code or link is masked here";
  if (status === "SENT") return `${masked}; only the e-mail sent carried it.`;
  if (status === "DEAD")
    return `${masked}; it was never delivered and cannot be sent again: the person can ask for a new one.`;
  return `${masked}; only the e-mail itself will carry it, once it is sent.`;
}
