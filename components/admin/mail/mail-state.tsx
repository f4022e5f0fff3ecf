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
