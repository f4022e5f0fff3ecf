import "server-only";
import { db } from "@/lib/db";
import type { DeletionStatus, Prisma } from "@/lib/generated/prisma/client";
import { businessDaysBetween } from "@/lib/format/business-days";
import { NEWEST_FIRST, olderThan } from "./newest-first";
import { containsText, equalsText } from "./text-match";
import { presentWhere } from "./coupon-scope";

// The console's inbox: contact messages, sign-up leads and account-deletion requests (decision 604).
// Queries only: lib/console/ checks the role, writes the audit entry, deletes the files and mails.

type Db = Prisma.TransactionClient;

export const INBOX_KINDS = ["messages", "leads", "deletions"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export type InboxStatus = "new" | "handled" | "all";
export const INBOX_PAGE_SIZE = 100;

/** A deletion request still open after this many business days is flagged (issue 11). */
export const DELETION_DUE_BUSINESS_DAYS = 7;

/**
 * `before`: the cursor of the last row of the page before (inboxCursor), for the next older page.
 * `ids`: only these items (the ones selected for a bulk export, decision 627).
 */
export type InboxQuery = { search?: string; status?: InboxStatus; take?: number; before?: string; ids?: string[] };

export { rowCursor as inboxCursor } from "./newest-first";

function contains(q: string | undefined, fields: string[]) {
  const text = q?.trim();
  return text ? { OR: fields.map((f) => ({ [f]: containsText(text) })) } : {};
}

const only = (ids: string[] | undefined) => (ids ? { id: { in: ids } } : {});

function handled(status: InboxStatus | undefined) {
  if (status === "new") return { handledAt: null };
  if (status === "handled") return { handledAt: { not: null } };
  return {};
}

export async function listContactMessages(query: InboxQuery = {}) {
  return db.contactMessage.findMany({
    where: {
      AND: [
        handled(query.status ?? "new"),
        contains(query.search, ["name", "email", "message"]),
        olderThan(query.before),
        only(query.ids),
      ],
    },
    orderBy: NEWEST_FIRST,
    take: query.take ?? INBOX_PAGE_SIZE,
  });
}

export async function listLeads(query: InboxQuery = {}) {
  return db.lead.findMany({
    where: {
      AND: [
        handled(query.status ?? "new"),
        contains(query.search, ["name", "email", "phone", "location"]),
        olderThan(query.before),
        only(query.ids),
      ],
    },
    orderBy: NEWEST_FIRST,
    take: query.take ?? INBOX_PAGE_SIZE,
  });
}

const DELETION_STATUSES: Record<InboxStatus, DeletionStatus[] | null> = {
  new: ["CONFIRMED"],
  handled: ["COMPLETED", "CANCELLED"],
  all: null,
};

export type DeletionRow = Prisma.DeletionRequestGetPayload<object> & { overdue: boolean; businessDaysOpen: number };

/** "New" are confirmed requests waiting for staff; those open past 7 business days are flagged. */
export async function listDeletionRequests(query: InboxQuery = {}, now = new Date()): Promise<DeletionRow[]> {
  const statuses = DELETION_STATUSES[query.status ?? "new"];
  const rows = await db.deletionRequest.findMany({
    where: {
      AND: [
        statuses ? { status: { in: statuses } } : {},
        contains(query.search, ["email", "reason"]),
        olderThan(query.before),
        only(query.ids),
      ],
    },
    orderBy: NEWEST_FIRST,
    take: query.take ?? INBOX_PAGE_SIZE,
  });
  return rows.map((r) => {
    const businessDaysOpen = r.status === "CONFIRMED" ? businessDaysBetween(r.confirmedAt ?? r.createdAt, now) : 0;
    return { ...r, businessDaysOpen, overdue: businessDaysOpen > DELETION_DUE_BUSINESS_DAYS };
  });
}

/** How many new items each tab holds. */
export async function inboxCounts(): Promise<Record<InboxKind, number>> {
  const [messages, leads, deletions] = await Promise.all([
    db.contactMessage.count({ where: { handledAt: null } }),
    db.lead.count({ where: { handledAt: null } }),
    db.deletionRequest.count({ where: { status: "CONFIRMED" } }),
  ]);
  return { messages, leads, deletions };
}

export type HandledKind = "messages" | "leads";

export async function findInboxItem(kind: HandledKind, id: string, client: Db = db) {
  const select = { id: true, email: true, handledAt: true } as const;
  return kind === "messages"
    ? client.contactMessage.findUnique({ where: { id }, select })
    : client.lead.findUnique({ where: { id }, select });
}

/** Marks a contact message or a lead handled (now), or new again (null). */
export async function setInboxItemHandled(kind: HandledKind, id: string, handledAt: Date | null, client: Db = db) {
  const data = { handledAt };
  if (kind === "messages") await client.contactMessage.update({ where: { id }, data });
  else await client.lead.update({ where: { id }, data });
}

export function findDeletionRequest(id: string, client: Db = db) {
  return client.deletionRequest.findUnique({ where: { id } });
}

/** Completes a confirmed request; false when it is not (or no longer) confirmed. */
export async function markDeletionRequestCompleted(id: string, client: Db = db): Promise<boolean> {
  const { count } = await client.deletionRequest.updateMany({
    where: { id, status: "CONFIRMED" },
    data: { status: "COMPLETED", completedAt: new Date() },
  });
  return count === 1;
}

export type DeletionOutcome = {
  partner: boolean;
  coupons: number;
  lead: boolean;
  messages: number;
  emails: number;
  uploads: number;
};

/**
 * Deletes what is held for one address: the partner account (with its coupons, notifications and
 * upload rows), the sign-up lead, the contact messages and the mail sent to it. Returns what went, and
 * the stored files of the uploads, which the caller removes from the file store after the commit.
 */
export async function deleteDataHeldFor(email: string, client: Db) {
  const partner = await client.partner.findUnique({
    where: { email },
    select: { id: true, _count: { select: { coupons: { where: presentWhere } } } },
  });
  const uploads = partner
    ? await client.upload.findMany({ where: { partnerId: partner.id }, select: { key: true, url: true } })
    : [];
  if (partner) {
    await client.upload.deleteMany({ where: { partnerId: partner.id } });
    await client.partner.delete({ where: { id: partner.id } });
  }
  const lead = await client.lead.deleteMany({ where: { email } });
  const messages = await client.contactMessage.deleteMany({ where: { email: equalsText(email) } });
  // The mail sent to the address, and the provider's own mails about it, which carry the person's name,
  // address and words (a contact message's notice, a partner awaiting approval). Those are found by how
  // they write the address (its own line, or in angle brackets), never by a bare substring, which would
  // take "malice@x" for "alice@x" (security review, 2026-11-30).
  const emails = await client.emailMessage.deleteMany({
    where: {
      OR: [{ to: email }, { text: containsText(`\nEmail: ${email}\n`) }, { text: containsText(`<${email}>`) }],
    },
  });
  const outcome: DeletionOutcome = {
    partner: Boolean(partner),
    coupons: partner?._count.coupons ?? 0,
    lead: lead.count > 0,
    messages: messages.count,
    emails: emails.count,
    uploads: uploads.length,
  };
  return { outcome, uploads, partnerId: partner?.id ?? null };
}
