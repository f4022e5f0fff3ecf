import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// Announcements and notifications from the console, outside Next: the data cache is a pass-through and
// revalidation a no-op, so what a partner's Home reads is what the database holds.
// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

const { db } = await import("@/lib/db");
const { announcementFormSchema, notificationFormSchema } = await import("@/lib/validations/staff");
const { removeAnnouncement, saveAnnouncement, sendNotification } = await import("@/lib/console/announcements");
const { countApprovedPartners } = await import("@/lib/console/reads");
const { latestAnnouncements } = await import("@/lib/data/announcements");
const { createPartner } = await import("./partner-helpers");
const { staffContext: editor } = await import("./staff-helpers");

const unique = () => randomUUID().slice(0, 8);

/**
 * A send to all with the number of approved partners confirmed, as the console's form sends it; asked
 * again with the new number when other files approved someone in between.
 */
async function sendToAll(ctx: Awaited<ReturnType<typeof editor>>, message: string) {
  let confirmed = await countApprovedPartners(ctx);
  for (let tries = 0; ; tries++) {
    const input = notificationFormSchema.parse({ audience: "all", message, confirmRecipients: String(confirmed) });
    const sent = await sendNotification(ctx, input).catch((error: unknown) => {
      const recipients = (error as { extra?: { details?: { recipients?: number } } }).extra?.details?.recipients;
      if (recipients === undefined || tries >= 5) throw error;
      confirmed = recipients;
      return null;
    });
    if (sent) return sent;
  }
}

const auditFor = (entityId: string) =>
  db.auditLog.findMany({ where: { entityId }, orderBy: { id: "asc" }, select: { action: true, summary: true } });

describe("announcements and notifications", () => {
  it("a published announcement reaches every partner's Home; unpublishing and deleting take it away", async () => {
    const ctx = await editor();
    const title = `Diwali sale week ${unique()}`;
    const draft = await saveAnnouncement(
      ctx,
      announcementFormSchema.parse({ title, body: "List your offers by Friday.", intent: "save" }),
    );
    expect((await latestAnnouncements()).map((a) => a.title)).not.toContain(title);

    const published = await saveAnnouncement(
      ctx,
      announcementFormSchema.parse({ ...draft, updatedAt: draft.updatedAt, intent: "publish" }),
    );
    expect(published.publishedAt).not.toBeNull();
    expect((await latestAnnouncements())[0]).toMatchObject({ title, body: "List your offers by Friday." });

    // A stale edit (opened before the publish) changes nothing.
    await expect(
      saveAnnouncement(
        ctx,
        announcementFormSchema.parse({ id: draft.id, updatedAt: draft.updatedAt, title: "Old", body: "Old" }),
      ),
    ).rejects.toMatchObject({ status: 409 });

    const hidden = await saveAnnouncement(
      ctx,
      announcementFormSchema.parse({ ...published, updatedAt: published.updatedAt, intent: "unpublish" }),
    );
    expect(hidden.publishedAt).toBeNull();
    expect((await latestAnnouncements()).map((a) => a.title)).not.toContain(title);

    await removeAnnouncement(ctx, draft.id);
    expect(await auditFor(draft.id)).toEqual([
      { action: "announcement.create", summary: `Created the announcement “${title}”` },
      { action: "announcement.publish", summary: `Published the announcement “${title}”` },
      { action: "announcement.unpublish", summary: `Unpublished the announcement “${title}”` },
      { action: "announcement.delete", summary: `Deleted the announcement “${title}”` },
    ]);
  });

  it("refuses an empty or oversized announcement with the form's messages", () => {
    const empty = announcementFormSchema.safeParse({ title: " ", body: "" });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toEqual(["Title is required", "Text is required"]);
    const long = announcementFormSchema.safeParse({ title: "x".repeat(121), body: "y" });
    expect(long.error?.issues[0]?.message).toBe("Title is at most 120 characters");
  });

  it("an editor cannot send notifications; the data layer refuses", async () => {
    const ctx = await editor();
    const partner = await createPartner();
    await expect(
      sendNotification(ctx, notificationFormSchema.parse({ audience: "one", email: partner.email, message: "Hi" })),
    ).rejects.toMatchObject({ status: 403 });
    expect(await db.notification.count({ where: { partnerId: partner.id } })).toBe(0);
  });

  it("an admin notifies every approved partner, and never a pending or rejected one", async () => {
    const ctx = await editor("ADMIN");
    const approved = await Promise.all([createPartner(), createPartner(), createPartner()]);
    const pending = await createPartner({ status: "PENDING" });
    const rejected = await createPartner({ status: "REJECTED" });
    const message = `Payouts move to Mondays ${unique()}`;
    // Other files add partners while this runs (PostgreSQL runs files side by side, some with sign-up dates
    // in the past), so nothing here counts the whole table: this test's approved partners all have it,
    // its pending and rejected ones do not, and the answer, the rows and the audit agree.
    expect(await countApprovedPartners(ctx)).toBeGreaterThan(0);
    const sent = await sendToAll(ctx, message);
    const got = (await db.notification.findMany({ where: { message }, select: { partnerId: true } })).map(
      (n) => n.partnerId,
    );
    expect(got).toHaveLength(sent.recipients);
    expect(new Set(got).size).toBe(got.length);
    for (const partner of approved) expect(got).toContain(partner.id);
    expect(got).not.toContain(pending.id);
    expect(got).not.toContain(rejected.id);
    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "notification.send", actorId: ctx.session.staffId },
    });
    const n = sent.recipients;
    expect(entry.summary).toBe(`Sent a notification to all ${n} approved partner${n === 1 ? "" : "s"}: “${message}”`);
  });

  it("one partner by e-mail, in any letter case; an unknown or pending address is refused on the e-mail field", async () => {
    const ctx = await editor("ADMIN");
    const partner = await createPartner();
    const pending = await createPartner({ status: "PENDING" });
    await sendNotification(
      ctx,
      notificationFormSchema.parse({
        audience: "one",
        email: partner.email.toUpperCase(),
        message: "Your offer is live.",
      }),
    );
    expect(await db.notification.findMany({ where: { partnerId: partner.id }, select: { message: true } })).toEqual([
      { message: "Your offer is live." },
    ]);
    for (const email of [pending.email, "nobody@example.com"]) {
      const error = await sendNotification(
        ctx,
        notificationFormSchema.parse({ audience: "one", email, message: "Hello" }),
      ).catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 400,
        extra: { fieldErrors: { email: ["No approved partner has this e-mail address."] } },
      });
    }
    expect(await db.notification.count({ where: { partnerId: pending.id } })).toBe(0);
    const missing = notificationFormSchema.safeParse({ audience: "one", email: "", message: "Hello" });
    expect(missing.error?.issues[0]).toMatchObject({ path: ["email"], message: "Enter the partner's e-mail address." });
  });
});
