import "server-only";
import { siteConfig } from "@/config/site";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import type { DeletionStatus, Prisma } from "@/lib/generated/prisma/client";
import { businessDaysBetween } from "@/lib/format/business-days";
import { sendMail } from "@/lib/mail/send-mail";
import { renderEmail } from "@/lib/mail/templates/layout";
import { getFileStore } from "@/lib/storage";
import { writeAudit } from "@/lib/staff/audit";
import { assertCan } from "@/lib/staff/session";
import { DELETION_DUE_BUSINESS_DAYS } from "./overview";
import type { StaffContext } from "./partners";

// The console's inbox: contact messages, sign-up leads and account-deletion requests (decision 604).
// Reading and marking handled are for admins and editors; executing a deletion is for admins.

export const INBOX_KINDS = ["messages", "leads", "deletions"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export type InboxStatus = "new" | "handled" | "all";
export const INBOX_PAGE_SIZE = 100;

export type InboxQuery = { search?: string; status?: InboxStatus; take?: number };

function contains(q: string | undefined, fields: string[]) {
  const text = q?.trim();
  return text ? { OR: fields.map((f) => ({ [f]: { contains: text, mode: "insensitive" } })) } : {};
}

function handled(status: InboxStatus | undefined) {
  if (status === "new") return { handledAt: null };
  if (status === "handled") return { handledAt: { not: null } };
  return {};
}

export async function listContactMessages({ session }: StaffContext, query: InboxQuery = {}) {
  assertCan(session, "inbox.read");
  return db.contactMessage.findMany({
    where: { ...handled(query.status ?? "new"), ...contains(query.search, ["name", "email", "message"]) },
    orderBy: { createdAt: "desc" },
    take: query.take ?? INBOX_PAGE_SIZE,
  });
}

export async function listLeads({ session }: StaffContext, query: InboxQuery = {}) {
  assertCan(session, "inbox.read");
  return db.lead.findMany({
    where: { ...handled(query.status ?? "new"), ...contains(query.search, ["name", "email", "phone", "location"]) },
    orderBy: { createdAt: "desc" },
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
export async function listDeletionRequests(
  { session }: StaffContext,
  query: InboxQuery = {},
  now = new Date(),
): Promise<DeletionRow[]> {
  assertCan(session, "inbox.read");
  const statuses = DELETION_STATUSES[query.status ?? "new"];
  const rows = await db.deletionRequest.findMany({
    where: { ...(statuses ? { status: { in: statuses } } : {}), ...contains(query.search, ["email", "reason"]) },
    orderBy: { createdAt: "desc" },
    take: query.take ?? INBOX_PAGE_SIZE,
  });
  return rows.map((r) => {
    const businessDaysOpen = r.status === "CONFIRMED" ? businessDaysBetween(r.confirmedAt ?? r.createdAt, now) : 0;
    return { ...r, businessDaysOpen, overdue: businessDaysOpen > DELETION_DUE_BUSINESS_DAYS };
  });
}

/** Marks a contact message or a lead handled (or new again). */
export async function setHandled(
  { session, ip }: StaffContext,
  kind: "messages" | "leads",
  id: string,
  isHandled: boolean,
): Promise<void> {
  assertCan(session, "inbox.handle");
  await db.$transaction(async (tx) => {
    const data = { handledAt: isHandled ? new Date() : null };
    const row =
      kind === "messages"
        ? await tx.contactMessage.findUnique({ where: { id }, select: { id: true, email: true, handledAt: true } })
        : await tx.lead.findUnique({ where: { id }, select: { id: true, email: true, handledAt: true } });
    if (!row) throw new AppError("not_found", "This item no longer exists.");
    if (kind === "messages") await tx.contactMessage.update({ where: { id }, data });
    else await tx.lead.update({ where: { id }, data });
    await writeAudit(
      { staffId: session.staffId, email: session.email, ip },
      {
        action: `${kind === "messages" ? "message" : "lead"}.${isHandled ? "handle" : "reopen"}`,
        entityType: kind === "messages" ? "ContactMessage" : "Lead",
        entityId: id,
        summary: `${isHandled ? "Handled" : "Reopened"} the ${kind === "messages" ? "message" : "lead"} from ${row.email}`,
        before: { handled: Boolean(row.handledAt) },
        after: { handled: isHandled },
      },
      tx,
    );
  });
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
 * Carries out a confirmed deletion request: the partner account (with its coupons, notifications and
 * uploads), the sign-up lead, the contact messages and the mail sent to that address are deleted. The
 * request itself stays, completed, as the record that it was done; the requester is e-mailed.
 */
export async function executeDeletionRequest(
  { session, ip }: StaffContext,
  requestId: string,
): Promise<DeletionOutcome> {
  assertCan(session, "deletions.execute");
  const { outcome, email, uploads } = await db.$transaction(async (tx) => {
    const request = await tx.deletionRequest.findUnique({ where: { id: requestId } });
    if (!request) throw new AppError("not_found", "Deletion request not found.");
    const { count } = await tx.deletionRequest.updateMany({
      where: { id: request.id, status: "CONFIRMED" },
      data: { status: "COMPLETED", completedAt: new Date() },
    });
    if (count !== 1)
      throw new AppError(
        "conflict",
        request.status === "COMPLETED"
          ? "This request was already carried out."
          : "Only a request the person confirmed by e-mail can be carried out.",
      );
    const email = request.email;
    const partner = await tx.partner.findUnique({
      where: { email },
      select: { id: true, _count: { select: { coupons: true } } },
    });
    const uploads = partner
      ? await tx.upload.findMany({ where: { partnerId: partner.id }, select: { key: true, url: true } })
      : [];
    if (partner) {
      await tx.upload.deleteMany({ where: { partnerId: partner.id } });
      await tx.partner.delete({ where: { id: partner.id } });
    }
    const lead = await tx.lead.deleteMany({ where: { email } });
    const messages = await tx.contactMessage.deleteMany({ where: { email: { equals: email, mode: "insensitive" } } });
    const emails = await tx.emailMessage.deleteMany({ where: { to: email } });
    const outcome: DeletionOutcome = {
      partner: Boolean(partner),
      coupons: partner?._count.coupons ?? 0,
      lead: lead.count > 0,
      messages: messages.count,
      emails: emails.count,
      uploads: uploads.length,
    };
    await writeAudit(
      { staffId: session.staffId, email: session.email, ip },
      {
        action: "deletion.execute",
        entityType: "DeletionRequest",
        entityId: request.id,
        summary: `Carried out the deletion request for ${email}`,
        before: { status: request.status },
        after: { status: "COMPLETED", deleted: outcome },
      },
      tx,
    );
    return { outcome, email, uploads };
  });
  // Files are not in the transaction: removed once the rows are gone; a failure leaves an orphan file only.
  const store = getFileStore();
  await Promise.allSettled(uploads.map((u) => store.delete(u.key, u.url)));
  await sendMail({
    to: email,
    ...renderEmail({
      subject: `Your ${siteConfig.name} data has been deleted`,
      heading: "Your data has been deleted",
      paragraphs: [
        `As you asked, the data ${siteConfig.name} held for this address has been deleted.`,
        "There is nothing more you need to do. If you did not ask for this, reply to this e-mail.",
      ],
    }),
  }).catch((error: unknown) => {
    console.warn("[console] deletion e-mail failed", error instanceof Error ? error.message : error);
  });
  return outcome;
}

/** How many new items each tab holds. */
export async function inboxCounts({ session }: StaffContext): Promise<Record<InboxKind, number>> {
  assertCan(session, "inbox.read");
  const [messages, leads, deletions] = await Promise.all([
    db.contactMessage.count({ where: { handledAt: null } }),
    db.lead.count({ where: { handledAt: null } }),
    db.deletionRequest.count({ where: { status: "CONFIRMED" } }),
  ]);
  return { messages, leads, deletions };
}
