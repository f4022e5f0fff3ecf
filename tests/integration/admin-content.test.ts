import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { PostFormInput, ServiceFormInput } from "@/lib/validations/staff";

// The console's content writes (posts, services) outside Next: the cache helpers do nothing and
// invalidations are recorded, so a test can see that the public pages are expired at once; the server
// actions read their cookie and client address from the request stand-in.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
const { cacheCalls, request } = await import("../shared/next-runtime");
const revalidated = cacheCalls.updated;

const { AppError } = await import("@/lib/errors");
const { saveServiceAction } = await import("@/lib/actions/staff/save-service");
const { STAFF_COOKIE } = await import("@/lib/staff/cookie-names");
const { staffToken } = await import("./staff-helpers");
const { fromIp, uniqueIp } = await import("./public-helpers");
const { posts } = await import("@/lib/console/content/posts");
const { services } = await import("@/lib/console/content/services");
const { removeContent, saveContent } = await import("@/lib/console/content/workflow");
const { STALE_EDIT_MESSAGE } = await import("@/lib/console/write-errors");
const { getPublishedService } = await import("@/lib/data/services");
const { db } = await import("@/lib/db");
const { postFormSchema, serviceFormSchema } = await import("@/lib/validations/staff");
const { staffContext: editor } = await import("./staff-helpers");
const { recordedUpload } = await import("./content-helpers");

// Uploaded images: new images must be ours or load from an https address (decision 616).
const IMAGES = [await recordedUpload("desktop"), await recordedUpload("mobile")];

// The console's workflows for each kind of content (decision 608).
type Ctx = Awaited<ReturnType<typeof editor>>;
const savePost = (ctx: Ctx, input: PostFormInput) => saveContent(posts, ctx, input);
const removePost = (ctx: Ctx, id: string) => removeContent(posts, ctx, id);
const saveService = (ctx: Ctx, input: ServiceFormInput) => saveContent(services, ctx, input);
const removeService = (ctx: Ctx, id: string) => removeContent(services, ctx, id);

const unique = () => randomUUID().slice(0, 8);

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
  images: IMAGES.join("\n"),
  imageAlts: "The app on a laptop\nThe app on a phone",
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
      images: IMAGES,
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
    expect(revalidated).toContain("services");

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

  it("a new service left without a position goes after the last one, not before all of them", async () => {
    const ctx = await editor();
    const highest = (await db.service.aggregate({ _max: { position: true } }))._max.position ?? -1;
    const added = await saveService(ctx, serviceForm({ ...serviceFields(`Last ${unique()}`), position: "" }));
    expect(added.position).toBeGreaterThan(highest);
    // An edit left without a position keeps its place.
    const edited = await saveService(
      ctx,
      serviceForm({
        ...serviceFields(added.title),
        position: "",
        tagLine: "Moved?",
        id: added.id,
        updatedAt: added.updatedAt,
      }),
    );
    expect(edited.position).toBe(added.position);
  });

  it("an edit of only 'How it works', 'Why we built it' or 'Language and style' shows in the audit entry", async () => {
    const ctx = await editor();
    let service = await saveService(ctx, serviceForm(serviceFields(`Audited ${unique()}`)));
    for (const [field, value] of [
      ["howItWorks", "1. Open the app"],
      ["whyWeBuilt", "Because bills pile up."],
      ["languageStyle", "Plain and warm."],
    ] as const) {
      service = await saveService(
        ctx,
        serviceForm({ ...serviceFields(service.title), [field]: value, id: service.id, updatedAt: service.updatedAt }),
      );
      const [entry] = await db.auditLog.findMany({
        where: { entityId: service.id },
        orderBy: { id: "desc" },
        take: 1,
        select: { before: true, after: true },
      });
      expect((entry!.after as Record<string, unknown>)[field], field).toBe(value);
      expect(entry!.before, field).not.toEqual(entry!.after);
    }
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
      serviceForm({
        ...serviceFields(""),
        tagLine: " ",
        position: "two",
        images: "javascript:alert(1)",
        imageAlts: "An image",
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const fieldErrors = (error as InstanceType<typeof AppError>).extra.fieldErrors!;
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
  it("saves are limited per staff member (each may check image addresses on the internet): 429, nothing stored [security 24]", async () => {
    const { execute } = await import("@/lib/operations/execute");
    const { savePost: saveOperation } = await import("@/lib/console/content/operations");
    const { spend } = await import("@/lib/limits/limiter");
    const ctx = await editor();
    await spend({ rule: "contentSave", key: `staff.save-post:staff:${ctx.session.staffId}` });
    const title = `Limited note ${unique()}`;
    const caller = { actor: ctx.session, ip: uniqueIp(), userAgent: null, via: "action" as const };
    await expect(
      execute(saveOperation, { title, description: "Too many saves.", tags: "", images: "", intent: "save" }, caller),
    ).rejects.toMatchObject({ code: "rate_limited", extra: { retryAfterSeconds: expect.any(Number) } });
    expect(await db.blogPost.count({ where: { title } })).toBe(0);
    // Another staff member's saves are theirs to count.
    const other = await editor();
    await execute(
      saveOperation,
      { title, description: "Fine.", tags: "", images: "", intent: "save" },
      {
        ...caller,
        actor: other.session,
      },
    );
    expect(await db.blogPost.count({ where: { title } })).toBe(1);
  });

  it("create-and-publish is one audited step, and a stale edit is refused without losing the newer one", async () => {
    const ctx = await editor();
    const title = `Festive budget ${unique()}`;
    const post = await savePost(
      ctx,
      postFormSchema.parse({ title, description: "Plan gifts early.", tags: "Budget", intent: "publish" }),
    );
    expect(post.published).toBe(true);
    expect(revalidated).toContain("blog");
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

describe("a refused console form", () => {
  it("comes back with what was sent, so the page shows it again without JavaScript, but never a secret", async () => {
    const ctx = await editor();
    request.cookies.set(STAFF_COOKIE, await staffToken(ctx.session.staffId));
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

    // A session that ended while the form was open: the fields come back as they were sent, so the editor
    // signs in again and loses nothing; the refusal says nothing of the form (no field errors), no secret.
    request.cookies.clear();
    const ended = await saveServiceAction(null, form);
    expect(ended).toMatchObject({
      ok: false,
      code: "unauthorized",
      submitted: { tagLine: "Splits every shared bill." },
    });
    expect(ended).not.toHaveProperty("fieldErrors");
    if (!ended.ok) expect(ended.submitted).not.toHaveProperty("password");
  });
});
