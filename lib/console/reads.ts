import "server-only";
import { findAnnouncement, listAnnouncementsForConsole as listAnnouncements } from "@/lib/data/announcements";
import type { ConsoleAnnouncement } from "@/lib/data/announcements";
import {
  auditFilterChoices,
  auditPage,
  latestAuditSummaries,
  listAuditEntries,
  type AuditCursor,
  type AuditFilter,
  type AuditRow,
  type AuditSummary,
} from "@/lib/data/audit";
import { consoleOverview as overview, type ConsoleOverview } from "@/lib/data/console-overview";
import { mailCounts as countMail } from "@/lib/data/email-messages";
import * as inbox from "@/lib/data/inbox";
import { countApprovedPartners as countApproved } from "@/lib/data/notifications";
import { listPartnersForReview as listForReview, type PartnerSort } from "@/lib/data/partner-review";
import { AppError } from "@/lib/errors";
import type { EmailStatus, PartnerStatus } from "@/lib/generated/prisma/client";
import { assertCan } from "@/lib/staff/session";
import { todayInIndia } from "@/lib/model/calendar-day";
import type { StaffContext } from "./context";

// The console's reads: each checks the role (lib/staff/roles.ts, decision 601), then runs the query of
// lib/data. Pages check too, only to show "Your role does not open this section." instead of a failure.

/** The console's first screen: what needs someone, and the public site's traffic over 30 days. */
export async function consoleOverview({ session }: StaffContext, today = todayInIndia()): Promise<ConsoleOverview> {
  assertCan(session, "overview.read");
  return overview(today);
}

/** A page of partners: pending first by default, or by sign-up date or company; search on name, e-mail, company. */
export async function listPartnersForReview(
  { session }: StaffContext,
  options: { search?: string; status?: PartnerStatus; page?: number; sort?: PartnerSort } = {},
) {
  assertCan(session, "partners.read");
  return listForReview(options);
}

/** Newest first, filtered (decision 611); `before` pages back by id, `after` forward. */
export async function listAuditLog(
  { session }: StaffContext,
  filter: AuditFilter = {},
  cursor: AuditCursor = {},
): Promise<AuditRow[]> {
  assertCan(session, "audit.read");
  return listAuditEntries(filter, cursor);
}

/** The console's page of the log, with the cursors of its neighbours and the filter's choices. */
export async function auditLogPage({ session }: StaffContext, filter: AuditFilter, cursor: AuditCursor) {
  assertCan(session, "audit.read");
  const [page, choices] = await Promise.all([auditPage(filter, cursor), auditFilterChoices()]);
  return { ...page, choices };
}

export async function mailCounts({ session }: StaffContext): Promise<Record<EmailStatus, number>> {
  assertCan(session, "mail.read");
  return countMail();
}

/** What an inbox tab reads: one row more than a page holds, to know whether an older page exists. */
const INBOX_TAKE = inbox.INBOX_PAGE_SIZE + 1;

/** A tab's page of rows and, when one more was read than a page holds, the cursor of the next older page. */
function inboxPage<R extends { createdAt: Date; id: string }>(rows: R[]) {
  const shown = rows.slice(0, inbox.INBOX_PAGE_SIZE);
  return { rows: shown, older: rows.length > inbox.INBOX_PAGE_SIZE ? inbox.inboxCursor(shown.at(-1)!) : undefined };
}

type MessageRows = Awaited<ReturnType<typeof inbox.listContactMessages>>;
type LeadRows = Awaited<ReturnType<typeof inbox.listLeads>>;

/** An inbox tab's rows, newest first, with the kind they are of. */
export type InboxRows =
  | { kind: "messages"; rows: MessageRows }
  | { kind: "leads"; rows: LeadRows }
  | { kind: "deletions"; rows: inbox.DeletionRow[] };

/** One page of an inbox tab, newest first, and the cursor of the next older page when there is one. */
export type InboxTab = { older?: string } & InboxRows;

/** The rows of one inbox kind that match the query: a page, an export, or the items selected. */
export async function inboxRows(ctx: StaffContext, kind: inbox.InboxKind, query: inbox.InboxQuery): Promise<InboxRows> {
  if (kind === "messages") return { kind, rows: await listContactMessages(ctx, query) };
  if (kind === "leads") return { kind, rows: await listLeads(ctx, query) };
  return { kind, rows: await listDeletionRequests(ctx, query) };
}

/** The inbox page's read: one tab at one cursor (decision 612), as the audit log reads its page. */
export async function inboxTab(
  ctx: StaffContext,
  kind: inbox.InboxKind,
  filter: Omit<inbox.InboxQuery, "take">,
): Promise<InboxTab> {
  const read = await inboxRows(ctx, kind, { ...filter, take: INBOX_TAKE });
  return { ...read, ...inboxPage<(typeof read.rows)[number]>(read.rows) } as InboxTab;
}

export async function listContactMessages({ session }: StaffContext, query: inbox.InboxQuery = {}) {
  assertCan(session, "inbox.read");
  return inbox.listContactMessages(query);
}

export async function listLeads({ session }: StaffContext, query: inbox.InboxQuery = {}) {
  assertCan(session, "inbox.read");
  return inbox.listLeads(query);
}

export async function listDeletionRequests(
  { session }: StaffContext,
  query: inbox.InboxQuery = {},
  now = new Date(),
): Promise<inbox.DeletionRow[]> {
  assertCan(session, "inbox.read");
  return inbox.listDeletionRequests(query, now);
}

/** How many new items each tab holds. */
export async function inboxCounts({ session }: StaffContext): Promise<Record<inbox.InboxKind, number>> {
  assertCan(session, "inbox.read");
  return inbox.inboxCounts();
}

export async function listAnnouncementsForConsole({ session }: StaffContext): Promise<ConsoleAnnouncement[]> {
  assertCan(session, "announcements.write");
  return listAnnouncements();
}

export async function getAnnouncementForConsole({ session }: StaffContext, id: string): Promise<ConsoleAnnouncement> {
  assertCan(session, "announcements.write");
  const announcement = await findAnnouncement(id);
  if (!announcement) throw new AppError("not_found", "Announcement not found.");
  return announcement;
}

/** The last notifications sent from the console (from the audit log, which records each send). */
export async function recentNotificationSends({ session }: StaffContext, take = 10): Promise<AuditSummary[]> {
  assertCan(session, "notifications.send");
  return latestAuditSummaries("notification.send", take);
}

/** How many partners "All approved partners" reaches now. */
export async function countApprovedPartners({ session }: StaffContext): Promise<number> {
  assertCan(session, "notifications.send");
  return countApproved();
}
