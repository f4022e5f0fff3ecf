import "server-only";
import { db } from "@/lib/db";
import type { EmailStatus, Prisma } from "@/lib/generated/prisma/client";
import { NEWEST_FIRST, olderThan } from "./newest-first";
import { containsText } from "./text-match";

// The outbox (decision 811): every e-mail the app sends, with its delivery state. `text`/`html` are the
// masked copy staff may read; `sealedBody` (decision 812) is read by the sender and the demo mailbox only.

/** What every console invitation's text holds, its link masked (lib/mail/templates/staff-invite.ts). */
const INVITATION_LINK = "/admin/invite?token=";

/**
 * Withdraws the console invitations to these addresses not delivered yet (queued, or waiting for a retry)
 * once their links stop working: revoked, replaced, accepted, or their sender's access ended (console
 * review m21). They end as DEAD with the reason, and their sealed bodies, the links, are erased.
 */
export async function withdrawInvitationMail(emails: string[], tx: Prisma.TransactionClient): Promise<number> {
  if (emails.length === 0) return 0;
  const { count } = await tx.emailMessage.updateMany({
    where: {
      to: { in: [...new Set(emails.map((e) => e.toLowerCase()))] },
      status: { in: ["QUEUED", "FAILED"] },
      text: containsText(INVITATION_LINK),
    },
    data: { status: "DEAD", sealedBody: null, error: "Withdrawn: the invitation no longer works." },
  });
  return count;
}

export type NewEmail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  transport: string;
  redacted: boolean;
  sealedBody: string | null;
};

export function recordEmail(data: NewEmail, now: Date): Promise<{ id: string }> {
  return db.emailMessage.create({ data: { ...data, createdAt: now, nextAttemptAt: now }, select: { id: true } });
}

export type ClaimedEmail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  sealedBody: string | null;
  /** This claim's attempt number: the fencing token its outcome is written with. */
  attempts: number;
};

/**
 * Claims up to `limit` due messages (or the one `id`) in one statement: queued or failed ones whose next
 * attempt is due, and sending ones whose sender's lease ran out. SKIP LOCKED lets concurrent drains claim
 * disjoint rows without waiting; the claim itself (status, lease, attempts + 1) commits with the statement.
 */
export function claimDueEmails(options: { now: Date; leaseUntil: Date; limit: number; id?: string }) {
  const { now, leaseUntil, limit, id } = options;
  return db.$queryRaw<ClaimedEmail[]>`
    UPDATE "EmailMessage" AS m
    SET "status" = 'SENDING', "leaseUntil" = ${leaseUntil}, "attempts" = m."attempts" + 1
    WHERE m."id" IN (
      SELECT "id" FROM "EmailMessage"
      WHERE (("status" IN ('QUEUED', 'FAILED') AND "nextAttemptAt" <= ${now})
          OR ("status" = 'SENDING' AND "leaseUntil" <= ${now}))
        AND (${id ?? null}::text IS NULL OR "id" = ${id ?? null}::text)
      ORDER BY "nextAttemptAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING m."id", m."to", m."from", m."subject", m."text", m."html", m."sealedBody", m."attempts"`;
}

type Claim = { id: string; attempts: number };
/** Only the claim that is still current may write the outcome (another sender may have taken it over). */
const current = ({ id, attempts }: Claim) => ({ id, attempts, status: "SENDING" as const });

/** Delivered: the sealed body is erased (decision 812). False when the claim was no longer current. */
export async function markEmailSent(
  claim: Claim,
  sent: { providerId: string | null; transport: string; now: Date },
): Promise<boolean> {
  const { count } = await db.emailMessage.updateMany({
    where: current(claim),
    data: {
      status: "SENT",
      sentAt: sent.now,
      providerId: sent.providerId,
      transport: sent.transport,
      error: null,
      leaseUntil: null,
      sealedBody: null,
    },
  });
  return count === 1;
}

/** A failed attempt: retried at `nextAttemptAt`, or DEAD (and its sealed body erased). */
export async function markEmailAttemptFailed(
  claim: Claim,
  failure: { error: string; dead: boolean; nextAttemptAt: Date },
): Promise<boolean> {
  const { count } = await db.emailMessage.updateMany({
    where: current(claim),
    data: {
      status: failure.dead ? "DEAD" : "FAILED",
      error: failure.error.slice(0, 1000),
      nextAttemptAt: failure.nextAttemptAt,
      leaseUntil: null,
      ...(failure.dead ? { sealedBody: null } : {}),
    },
  });
  return count === 1;
}

export async function findEmailForResend(id: string, client: Prisma.TransactionClient = db) {
  const row = await client.emailMessage.findUnique({
    where: { id },
    select: { id: true, to: true, subject: true, status: true, attempts: true, redacted: true, sealedBody: true },
  });
  if (!row) return null;
  const { sealedBody, ...rest } = row;
  return { ...rest, sealed: sealedBody !== null };
}

/** A failed or dead message goes back to the queue with a fresh set of attempts; false if its state moved on. */
export async function requeueEmail(
  id: string,
  from: EmailStatus,
  now: Date,
  client: Prisma.TransactionClient = db,
): Promise<boolean> {
  const { count } = await client.emailMessage.updateMany({
    where: { id, status: from },
    data: { status: "QUEUED", attempts: 0, nextAttemptAt: now, error: null, leaseUntil: null },
  });
  return count === 1;
}

/** The demo mailbox's read (lib/mail/dev-mailbox.ts): newest first, sealed bodies included. */
export function listOutbox(options: { to?: string; take?: number } = {}) {
  return db.emailMessage.findMany({
    where: options.to ? { to: options.to.toLowerCase() } : {},
    orderBy: { createdAt: "desc" },
    take: options.take ?? 50,
    select: { id: true, to: true, subject: true, text: true, status: true, createdAt: true, sealedBody: true },
  });
}

export const MAIL_PAGE_SIZE = 50;

/** The console's Mail screen (admins, decision 601): newest first, by recipient or subject; `before` a rowCursor. */
export async function listMail(options: { search?: string; status?: EmailStatus; before?: string } = {}) {
  const q = options.search?.trim();
  return db.emailMessage.findMany({
    where: {
      AND: [
        options.status ? { status: options.status } : {},
        olderThan(options.before),
        q ? { OR: [{ to: containsText(q) }, { subject: containsText(q) }] } : {},
      ],
    },
    orderBy: NEWEST_FIRST,
    take: MAIL_PAGE_SIZE,
    // Never sealedBody: staff read the masked copy only (decision 812).
    select: {
      id: true,
      to: true,
      subject: true,
      text: true,
      status: true,
      transport: true,
      error: true,
      attempts: true,
      nextAttemptAt: true,
      leaseUntil: true,
      redacted: true,
      createdAt: true,
      sentAt: true,
    },
  });
}

export type MailRow = Awaited<ReturnType<typeof listMail>>[number];

export async function mailCounts(): Promise<Record<EmailStatus, number>> {
  const groups = await db.emailMessage.groupBy({ by: ["status"], _count: { _all: true } });
  const counts: Record<EmailStatus, number> = { QUEUED: 0, SENDING: 0, SENT: 0, FAILED: 0, DEAD: 0 };
  for (const g of groups) counts[g.status] = g._count._all;
  return counts;
}
