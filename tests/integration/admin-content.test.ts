import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The console's content writes (posts, services) outside Next: the data cache is a pass-through and
// revalidation is recorded, so a test can see that the public pages are expired at once.
const revalidated = vi.hoisted(() => [] as [string, unknown][]);
vi.mock("next/cache", () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A) =>
      fn(...args),
  revalidateTag: (tag: string, profile: unknown) => void revalidated.push([tag, profile]),
}));

// The console's server actions read their cookie and client address through next/headers.
const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
  }),
  headers: async () => request.headers,
}));

const { AuthError } = await import("@/lib/auth/errors");
const { saveServiceAction } = await import("@/lib/actions/staff/save-service");
const { STAFF_COOKIE } = await import("@/lib/staff/cookie-names");
const { issueStaffToken } = await import("@/lib/staff/session-token");
const { fromIp, uniqueIp } = await import("./public-helpers");
const { hashPassword } = await import("@/lib/auth/password");
const { removePost, savePost } = await import("@/lib/data/admin/content");
const { removeService, saveService } = await import("@/lib/data/admin/services");
const { STALE_EDIT_MESSAGE } = await import("@/lib/data/admin/write-errors");
const { getPublishedService } = await import("@/lib/data/services");
const { db } = await import("@/lib/db");
const { announcementFormSchema, notificationFormSchema, postFormSchema, serviceFormSchema } =
  await import("@/lib/validations/staff");
const { countApprovedPartners, removeAnnouncement, saveAnnouncement, sendNotification } =
  await import("@/lib/data/admin/announcements");
const { latestAnnouncements } = await import("@/lib/data/announcements");
const { createPartner } = await import("./partner-helpers");

const unique = () => randomUUID().slice(0, 8);

async function editor(role: "EDITOR" | "ADMIN" = "EDITOR") {
  const row = await db.staffUser.create({
    data: {
      email: `${role.toLowerCase()}-${unique()}@example.com`,
      name: "Kavya Rao",
      role,
      passwordHash: await hashPassword("Ledger-Harbour-5820"),
    },
  });
  const session = {
    staffId: row.id,
    email: row.email,
    name: row.name,
    role,
    tokenVersion: 0,
    secondFactor: false,
  };
  return { session, ip: "127.0.0.1" };
}

/** What the service form posts, as the browser would send it. */
function serviceForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return serviceFormSchema.parse(Object.fromEntries(form));
}

const serviceFields = (title: string) => ({
  title,
  tagLine: "Splits every shared bill.",
  description: "Groups, trips and flatmates.\nSettled in a tap.",
  images: "/images/services/a-desktop.svg\n/images/services/a-mobile.svg",
  whyWeBuilt: "",
  howItWorks: "1. Add a group\n2. Add a bill",
  highlights: "Fast\n\nFair",
  benefits: "No awkward reminders",
  languageStyle: "",
  position: "7",
});

const auditFor = (entityId: string) =>
  db.auditLog.findMany({ where: { entityId }, orderBy: { id: "asc" }, select: { action: true, summary: true } });

describe("services in the console", () => {
  it("a draft stays off the site; publishing shows it at once and is audited in the same step", async () => {
    const ctx = await editor();
    const title = `Split Smart ${unique()}`;
    const draft = await saveService(ctx, serviceForm({ ...serviceFields(title), intent: "save" }));
    expect(draft).toMatchObject({
      title,
      published: false,
      position: 7,
      whyWeBuilt: null,
      highlights: ["Fast", "Fair"],
      images: ["/images/services/a-desktop.svg", "/images/services/a-mobile.svg"],
    });
    expect(await getPublishedService(draft.id)).toBeNull();

    revalidated.length = 0;
    const published = await saveService(
      ctx,
      serviceForm({ ...serviceFields(title), id: draft.id, updatedAt: draft.updatedAt, intent: "publish" }),
    );
    expect(published.published).toBe(true);
    expect((await getPublishedService(draft.id))?.title).toBe(title);
    // Expired now, not stale-while-revalidate: the next visitor sees it.
    expect(revalidated).toContainEqual(["services", { expire: 0 }]);

    expect(await auditFor(draft.id)).toEqual([
      { action: "service.create", summary: `Created the service “${title}”` },
      { action: "service.publish", summary: `Edited and published the service “${title}”` },
    ]);

    await removeService(ctx, draft.id);
    expect(await db.service.count({ where: { id: draft.id } })).toBe(0);
    expect((await auditFor(draft.id)).at(-1)).toEqual({
      action: "service.delete",
      summary: `Deleted the service “${title}”`,
    });
  });

  it("an edit made on a version someone else has since saved is refused with 409, and changes nothing", async () => {
    const ctx = await editor();
    const service = await saveService(ctx, serviceForm({ ...serviceFields(`Stale ${unique()}`), intent: "save" }));
    const opened = service.updatedAt;
    const first = await saveService(
      ctx,
      serviceForm({ ...serviceFields(service.title), tagLine: "First save", id: service.id, updatedAt: opened }),
    );
    const late = saveService(
      ctx,
      serviceForm({ ...serviceFields(service.title), tagLine: "Late save", id: service.id, updatedAt: opened }),
    );
    await expect(late).rejects.toMatchObject({ code: "conflict", status: 409, message: STALE_EDIT_MESSAGE });
    const stored = await db.service.findUniqueOrThrow({ where: { id: service.id } });
    expect(stored.tagLine).toBe("First save");
    expect(stored.updatedAt.toISOString()).toBe(first.updatedAt);
    expect((await auditFor(service.id)).map((e) => e.action)).toEqual(["service.create", "service.update"]);
  });

  it("refuses bad input field by field, with the messages the form shows", async () => {
    const ctx = await editor();
    const error = await saveService(
      ctx,
      serviceForm({ ...serviceFields(""), tagLine: " ", position: "two", images: "javascript:alert(1)" }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    const fieldErrors = (error as InstanceType<typeof AuthError>).extra.fieldErrors!;
    expect(fieldErrors.title).toEqual(["Title is required"]);
    expect(fieldErrors.tagLine).toEqual(["Tagline is required"]);
    expect(fieldErrors.position).toEqual(["Position is a whole number from 0 to 100000"]);
    expect(fieldErrors.images?.length).toBe(1);
  });

  it("an unknown or deleted service is a 404, not a 500", async () => {
    const ctx = await editor();
    await expect(
      saveService(ctx, serviceForm({ ...serviceFields("Ghost"), id: "no-such-service" })),
    ).rejects.toMatchObject({ status: 404 });
    await expect(removeService(ctx, "no-such-service")).rejects.toMatchObject({ status: 404 });
  });

  it("a change whose audit entry cannot be written is not made at all", async () => {
    const ctx = await editor();
    const title = `No trail ${unique()}`;
    // actorEmail is required: this audit insert fails inside the write's transaction.
    const broken = { ...ctx, session: { ...ctx.session, email: null as unknown as string } };
    await expect(saveService(broken, serviceForm({ ...serviceFields(title), intent: "publish" }))).rejects.toThrow();
    expect(await db.service.count({ where: { title } })).toBe(0);
  });
});

describe("blog posts in the console", () => {
  it("create-and-publish is one audited step, and a stale edit is refused without losing the newer one", async () => {
    const ctx = await editor();
    const title = `Festive budget ${unique()}`;
    const post = await savePost(
      ctx,
      postFormSchema.parse({ title, description: "Plan gifts early.", tags: "Budget", intent: "publish" }),
    );
    expect(post.published).toBe(true);
    expect(revalidated).toContainEqual(["blog", { expire: 0 }]);
    const saved = await savePost(
      ctx,
      postFormSchema.parse({ id: post.id, updatedAt: post.updatedAt, title, description: "Newer text." }),
    );
    await expect(
      savePost(
        ctx,
        postFormSchema.parse({ id: post.id, updatedAt: post.updatedAt, title, description: "Stale text." }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).description).toBe("Newer text.");
    expect(saved.published).toBe(true);

    await removePost(ctx, post.id);
    expect(await auditFor(post.id)).toEqual([
      { action: "post.publish", summary: `Created and published the post “${title}”` },
      { action: "post.update", summary: `Edited the post “${title}”` },
      { action: "post.delete", summary: `Deleted the post “${title}”` },
    ]);
  });

  it("a post whose audit entry cannot be written is not created", async () => {
    const ctx = await editor();
    const title = `Untracked ${unique()}`;
    const broken = { ...ctx, session: { ...ctx.session, email: null as unknown as string } };
    await expect(savePost(broken, postFormSchema.parse({ title, description: "x", intent: "save" }))).rejects.toThrow();
    expect(await db.blogPost.count({ where: { title } })).toBe(0);
  });
});

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
    const approved = await createPartner();
    const pending = await createPartner({ status: "PENDING" });
    const rejected = await createPartner({ status: "REJECTED" });
    const message = `Payouts move to Mondays ${unique()}`;
    const expected = await countApprovedPartners(ctx);
    const sent = await sendNotification(ctx, notificationFormSchema.parse({ audience: "all", message }));
    expect(sent.recipients).toBe(expected);
    const got = await db.notification.findMany({ where: { message }, select: { partnerId: true } });
    expect(got.map((n) => n.partnerId)).toContain(approved.id);
    expect(got.map((n) => n.partnerId)).not.toContain(pending.id);
    expect(got.map((n) => n.partnerId)).not.toContain(rejected.id);
    expect(got).toHaveLength(expected);
    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "notification.send", actorId: ctx.session.staffId },
    });
    expect(entry.summary).toBe(
      `Sent a notification to all ${expected} approved partner${expected === 1 ? "" : "s"}: “${message}”`,
    );
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

describe("a refused console form", () => {
  it("comes back with what was sent, so the page shows it again without JavaScript, but never a secret", async () => {
    const ctx = await editor();
    request.cookies.set(STAFF_COOKIE, await issueStaffToken({ id: ctx.session.staffId, tokenVersion: 0 }));
    request.headers = new Headers(fromIp(uniqueIp()));
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...serviceFields(""), password: "hunter2", code: "123456" }))
      form.set(name, value);
    const result = await saveServiceAction(null, form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.title).toEqual(["Title is required"]);
    expect(result.submitted).toMatchObject({ tagLine: "Splits every shared bill.", highlights: "Fast\n\nFair" });
    expect(result.submitted).not.toHaveProperty("password");
    expect(result.submitted).not.toHaveProperty("code");

    // Without a staff session nothing is echoed back but the refusal.
    request.cookies.clear();
    const stranger = await saveServiceAction(null, form);
    expect(stranger).toMatchObject({ ok: false, code: "unauthorized" });
    expect(stranger).not.toHaveProperty("submitted");
  });
});
