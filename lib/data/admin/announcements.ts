import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeAudit } from "@/lib/staff/audit";
import { assertCan } from "@/lib/staff/session";
import type { AnnouncementFormInput, NotificationFormInput } from "@/lib/validations/staff";
import type { StaffContext } from "./partners";
import { explainMissingRow } from "./write-errors";

// Announcements (every partner's Home shows the 3 newest published) and notifications (to one partner or
// every approved one), decision 607. The partner Home reads them per request, so there is no cache to
// expire. Each change and its audit entry are one transaction.

export type ConsoleAnnouncement = {
  id: string;
  title: string;
  body: string;
  publishedAt: string | null;
  updatedAt: string;
};

const select = { id: true, title: true, body: true, publishedAt: true, updatedAt: true } as const;

function toView(row: Prisma.AnnouncementGetPayload<{ select: typeof select }>): ConsoleAnnouncement {
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() };
}

const snapshot = (a: ConsoleAnnouncement | null) => a && { title: a.title, body: a.body, publishedAt: a.publishedAt };

/** Published first (newest first), then drafts (newest first). Bounded: the console shows the last 100. */
export async function listAnnouncementsForConsole({ session }: StaffContext): Promise<ConsoleAnnouncement[]> {
  assertCan(session, "announcements.write");
  const rows = await db.announcement.findMany({
    orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select,
  });
  return rows.map(toView);
}

export async function getAnnouncementForConsole({ session }: StaffContext, id: string): Promise<ConsoleAnnouncement> {
  assertCan(session, "announcements.write");
  const row = await db.announcement.findUnique({ where: { id }, select });
  if (!row) throw new AppError("not_found", "Announcement not found.");
  return toView(row);
}

type Action = "create" | "update" | "publish" | "unpublish" | "delete";

const VERB: Record<Action, string> = {
  create: "Created",
  update: "Edited",
  publish: "Published",
  unpublish: "Unpublished",
  delete: "Deleted",
};

async function audit(
  { session, ip }: StaffContext,
  tx: Prisma.TransactionClient,
  action: Action,
  before: ConsoleAnnouncement | null,
  after: ConsoleAnnouncement | null,
) {
  const announcement = (after ?? before)!;
  await writeAudit(
    { staffId: session.staffId, email: session.email, ip },
    {
      action: `announcement.${action}`,
      entityType: "Announcement",
      entityId: announcement.id,
      summary: `${VERB[action]} the announcement “${announcement.title}”`,
      before: snapshot(before),
      after: snapshot(after),
    },
    tx,
  );
}

/**
 * Create or edit; `intent` publishes (now) or unpublishes in the same step. A republished announcement
 * gets a new date, so it comes back at the top of the partners' Home. An edit on a version someone else
 * has since saved is refused (409).
 */
export async function saveAnnouncement(ctx: StaffContext, input: AnnouncementFormInput): Promise<ConsoleAnnouncement> {
  assertCan(ctx.session, "announcements.write");
  const content = { title: input.title, body: input.body };
  if (!input.id) {
    const publish = input.intent === "publish";
    return db.$transaction(async (tx) => {
      const created = toView(
        await tx.announcement.create({
          data: { ...content, publishedAt: publish ? new Date() : null, authorId: ctx.session.staffId },
          select,
        }),
      );
      await audit(ctx, tx, publish ? "publish" : "create", null, created);
      return created;
    });
  }
  const id = input.id;
  const before = await getAnnouncementForConsole(ctx, id);
  const wasPublished = before.publishedAt !== null;
  const publishedAt =
    input.intent === "publish"
      ? wasPublished
        ? undefined
        : new Date()
      : input.intent === "unpublish"
        ? null
        : undefined;
  const action: Action =
    input.intent === "publish" && !wasPublished
      ? "publish"
      : input.intent === "unpublish" && wasPublished
        ? "unpublish"
        : "update";
  return explainMissingRow(
    db.$transaction(async (tx) => {
      const after = toView(
        await tx.announcement.update({
          where: input.updatedAt ? { id, updatedAt: new Date(input.updatedAt) } : { id },
          data: { ...content, ...(publishedAt === undefined ? {} : { publishedAt }) },
          select,
        }),
      );
      await audit(ctx, tx, action, before, after);
      return after;
    }),
    async () => (await db.announcement.count({ where: { id } })) > 0,
    "Announcement",
  );
}

export async function removeAnnouncement(ctx: StaffContext, id: string): Promise<void> {
  assertCan(ctx.session, "announcements.write");
  const before = await getAnnouncementForConsole(ctx, id);
  await explainMissingRow(
    db.$transaction(async (tx) => {
      await tx.announcement.delete({ where: { id } });
      await audit(ctx, tx, "delete", before, null);
    }),
    async () => false,
    "Announcement",
  );
}

export type SentNotification = { id: string; summary: string; actorEmail: string; createdAt: string };

/**
 * Sends an in-app notification (Profile → Notifications) to one approved partner or to every approved
 * partner, with one audit entry. Pending and rejected partners cannot sign in, so they are never sent one.
 */
export async function sendNotification(
  ctx: StaffContext,
  input: NotificationFormInput,
): Promise<{ recipients: number; to: string }> {
  assertCan(ctx.session, "notifications.send");
  const where =
    input.audience === "one"
      ? { email: input.email.toLowerCase(), status: "APPROVED" as const }
      : { status: "APPROVED" as const };
  return db.$transaction(async (tx) => {
    const partners = await tx.partner.findMany({ where, select: { id: true } });
    if (partners.length === 0) {
      throw input.audience === "one"
        ? new AppError("validation_failed", "No approved partner has this e-mail address.", {
            fieldErrors: { email: ["No approved partner has this e-mail address."] },
          })
        : new AppError("validation_failed", "There are no approved partners to notify yet.");
    }
    await tx.notification.createMany({
      data: partners.map((p) => ({ partnerId: p.id, message: input.message })),
    });
    const to =
      input.audience === "one"
        ? input.email.toLowerCase()
        : `all ${partners.length} approved partner${partners.length === 1 ? "" : "s"}`;
    await writeAudit(
      { staffId: ctx.session.staffId, email: ctx.session.email, ip: ctx.ip },
      {
        action: "notification.send",
        entityType: "Notification",
        summary: `Sent a notification to ${to}: “${input.message.slice(0, 80)}${input.message.length > 80 ? "…" : ""}”`,
        after: {
          audience: input.audience,
          email: input.audience === "one" ? input.email : null,
          recipients: partners.length,
          message: input.message,
        },
      },
      tx,
    );
    return { recipients: partners.length, to };
  });
}

/** The last notifications sent from the console (from the audit log, which records each send). */
export async function recentNotificationSends({ session }: StaffContext, take = 10): Promise<SentNotification[]> {
  assertCan(session, "notifications.send");
  const rows = await db.auditLog.findMany({
    where: { action: "notification.send" },
    orderBy: { id: "desc" },
    take,
    select: { id: true, summary: true, actorEmail: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, id: String(r.id), createdAt: r.createdAt.toISOString() }));
}

/** How many partners "All approved partners" reaches now. */
export async function countApprovedPartners({ session }: StaffContext): Promise<number> {
  assertCan(session, "notifications.send");
  return db.partner.count({ where: { status: "APPROVED" } });
}
