import "server-only";
import { db } from "@/lib/db";
import {
  announcementExists,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
  type ConsoleAnnouncement,
} from "@/lib/data/announcements";
import { addNotifications, approvedPartnerIds } from "@/lib/data/notifications";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertCan } from "@/lib/staff/session";
import { confirmAllMessage, type AnnouncementFormInput, type NotificationFormInput } from "@/lib/validations/staff";
import { audit, type StaffContext } from "./context";
import { getAnnouncementForConsole } from "./reads";
import { explainMissingRow } from "./write-errors";

// Announcements (every partner's Home shows the 3 newest published) and notifications (to one partner or
// every approved one), decision 607. The partner Home reads them per request, so there is no cache to
// expire. Each change and its audit entry are one transaction.

type Action = "create" | "update" | "publish" | "unpublish" | "delete";

const VERB: Record<Action, string> = {
  create: "Created",
  update: "Edited",
  publish: "Published",
  unpublish: "Unpublished",
  delete: "Deleted",
};

const snapshot = (a: ConsoleAnnouncement | null) => a && { title: a.title, body: a.body, publishedAt: a.publishedAt };

function auditChange(
  ctx: StaffContext,
  tx: Prisma.TransactionClient,
  action: Action,
  before: ConsoleAnnouncement | null,
  after: ConsoleAnnouncement | null,
) {
  const announcement = (after ?? before)!;
  return audit(
    ctx,
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
      const created = await createAnnouncement(
        { ...content, publishedAt: publish ? new Date() : null, authorId: ctx.session.staffId },
        tx,
      );
      await auditChange(ctx, tx, publish ? "publish" : "create", null, created);
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
      const after = await updateAnnouncement(
        id,
        { ...content, ...(publishedAt === undefined ? {} : { publishedAt }) },
        input.updatedAt,
        tx,
      );
      await auditChange(ctx, tx, action, before, after);
      return after;
    }),
    () => announcementExists(id),
    "Announcement",
  );
}

export async function removeAnnouncement(ctx: StaffContext, id: string): Promise<void> {
  assertCan(ctx.session, "announcements.write");
  const before = await getAnnouncementForConsole(ctx, id);
  await explainMissingRow(
    db.$transaction(async (tx) => {
      await deleteAnnouncement(id, tx);
      await auditChange(ctx, tx, "delete", before, null);
    }),
    async () => false,
    "Announcement",
  );
}

/**
 * Sends an in-app notification (Profile → Notifications) to one approved partner or to every approved
 * partner, with one audit entry. Pending and rejected partners cannot sign in, so they are never sent one.
 */
export async function sendNotification(
  ctx: StaffContext,
  input: NotificationFormInput,
): Promise<{ recipients: number; to: string; audience: "all" | "one"; email: string }> {
  assertCan(ctx.session, "notifications.send");
  const email = input.audience === "one" ? input.email.toLowerCase() : null;
  return db.$transaction(async (tx) => {
    const partners = await approvedPartnerIds(email, tx);
    if (partners.length === 0) {
      throw input.audience === "one"
        ? new AppError("validation_failed", "No approved partner has this e-mail address.", {
            fieldErrors: { email: ["No approved partner has this e-mail address."] },
          })
        : new AppError("validation_failed", "There are no approved partners to notify yet.");
    }
    // Everyone only when the sender confirmed this very number (the form asks "Send to 41 partners?").
    if (input.audience === "all" && input.confirmRecipients !== partners.length) {
      const message = confirmAllMessage(partners.length);
      throw new AppError("validation_failed", message, {
        fieldErrors: { audience: [message] },
        details: { recipients: partners.length },
      });
    }
    await addNotifications(
      partners.map((p) => p.id),
      input.message,
      tx,
    );
    const to = email ?? `all ${partners.length} approved partner${partners.length === 1 ? "" : "s"}`;
    await audit(
      ctx,
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
    return { recipients: partners.length, to, audience: input.audience, email: email ? input.email : "" };
  });
}
