import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The editor that never loses text (decisions 624, 625): each staff member's own draft of a post or a
// service, deleted by their successful save and kept by a refused one; a version per save with its author.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));

const { execute } = await import("@/lib/operations/execute");
const { discardContentDraft, loadContentVersion, saveContentDraft } = await import("@/lib/console/content/operations");
const { posts } = await import("@/lib/console/content/posts");
const { services } = await import("@/lib/console/content/services");
const { draftToOffer, listVersions } = await import("@/lib/console/content/drafts");
const { removeContent, saveContent } = await import("@/lib/console/content/workflow");
const { spend } = await import("@/lib/limits/limiter");
const { db } = await import("@/lib/db");
const { postFormSchema } = await import("@/lib/validations/staff");
const { DRAFT_TOO_LARGE_MESSAGE } = await import("@/lib/validations/content-draft");
const { staffContext: editor } = await import("./staff-helpers");
const { uniqueIp } = await import("./public-helpers");

type Ctx = Awaited<ReturnType<typeof editor>>;
const unique = () => randomUUID().slice(0, 8);
const caller = (ctx: Ctx) => ({ actor: ctx.session, ip: uniqueIp(), userAgent: null, via: "action" as const });
const draft = (ctx: Ctx, recordId: string, fields: Record<string, string>, kind: "post" | "service" = "post") =>
  execute(saveContentDraft, { kind, recordId, fields }, caller(ctx));
const newPost = (ctx: Ctx, title: string) =>
  saveContent(posts, ctx, postFormSchema.parse({ title, description: "First text.", tags: "", intent: "save" }));
const editPost = (ctx: Ctx, post: { id: string; updatedAt: string; title: string }, description: string) =>
  saveContent(
    posts,
    ctx,
    postFormSchema.parse({ id: post.id, updatedAt: post.updatedAt, title: post.title, description, intent: "save" }),
  );
const draftRow = (staffId: string, recordId: string) =>
  db.contentDraft.findUnique({ where: { kind_recordId_staffId: { kind: "post", recordId, staffId } } });

describe("drafts in the console's editors", () => {
  it("a draft is its author's alone: another staff member neither sees, overwrites nor discards it [security 43]", async () => {
    const [meera, ravi] = [await editor(), await editor()];
    const post = await newPost(meera, `Drafted ${unique()}`);
    await draft(meera, post.id, { title: post.title, description: "Meera's unsaved paragraph." });

    expect((await draftToOffer(posts, meera, post))?.fields.description).toBe("Meera's unsaved paragraph.");
    expect(await draftToOffer(posts, ravi, post)).toBeNull();

    await draft(ravi, post.id, { title: post.title, description: "Ravi's own words." });
    await execute(discardContentDraft, { kind: "post", recordId: post.id }, caller(ravi));
    expect(await draftToOffer(posts, ravi, post)).toBeNull();
    expect((await draftToOffer(posts, meera, post))?.fields.description).toBe("Meera's unsaved paragraph.");
  });

  it("a successful save deletes the author's draft; a refused save (409) keeps it", async () => {
    const [meera, ravi] = [await editor(), await editor()];
    const post = await newPost(meera, `Contested ${unique()}`);
    await draft(meera, post.id, { title: post.title, description: "Typed while Ravi saved." });
    await draft(ravi, post.id, { title: post.title, description: "Ravi's draft." });
    await editPost(ravi, post, "Ravi saved first.");
    expect(await draftRow(ravi.session.staffId, post.id)).toBeNull();

    await expect(editPost(meera, post, "Typed while Ravi saved.")).rejects.toMatchObject({ status: 409 });
    expect(await draftRow(meera.session.staffId, post.id)).toMatchObject({
      fields: { title: post.title, description: "Typed while Ravi saved." },
    });

    const current = await db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    await editPost(meera, { ...post, updatedAt: current.updatedAt.toISOString() }, "Merged text.");
    expect(await draftRow(meera.session.staffId, post.id)).toBeNull();
  });

  it("a new post's draft is kept under no record and deleted when the post is created", async () => {
    const meera = await editor();
    const title = `Brand new ${unique()}`;
    await draft(meera, "", { title, description: "Half a thought." });
    expect((await draftToOffer(posts, meera, null))?.fields).toEqual({ title, description: "Half a thought." });
    await newPost(meera, title);
    expect(await draftToOffer(posts, meera, null)).toBeNull();
  });

  it("a draft older than the record's last save is not offered", async () => {
    const [meera, ravi] = [await editor(), await editor()];
    const post = await newPost(meera, `Overtaken ${unique()}`);
    await draft(meera, post.id, { title: post.title, description: "Old draft." });
    const saved = await editPost(ravi, post, "Ravi's newer save.");
    expect(await draftToOffer(posts, meera, saved)).toBeNull();
  });

  it("keeps the kind's own fields, refuses an oversized draft, a missing record, and past the hourly limit", async () => {
    const meera = await editor();
    const post = await newPost(meera, `Bounded ${unique()}`);
    await draft(meera, post.id, { title: post.title, description: "ok", published: "true", authorId: "x" });
    expect((await draftRow(meera.session.staffId, post.id))?.fields).toEqual({ title: post.title, description: "ok" });

    await expect(draft(meera, post.id, { description: "x".repeat(60_001) })).rejects.toMatchObject({
      status: 400,
      message: DRAFT_TOO_LARGE_MESSAGE,
    });
    await expect(draft(meera, "no-such-post", { title: "t" })).rejects.toMatchObject({ status: 404 });

    await spend({ rule: "contentDraft", key: `staff.save-draft:staff:${meera.session.staffId}` });
    await expect(draft(meera, post.id, { title: "one more" })).rejects.toMatchObject({ code: "rate_limited" });
  });
});

describe("versions of posts and services", () => {
  it("every save keeps a version with its author, newest first; Restore reads that version's fields [security 43]", async () => {
    const [meera, ravi] = [await editor(), await editor()];
    await db.staffUser.update({ where: { id: ravi.session.staffId }, data: { name: "Ravi Kumar" } });
    const post = await newPost(meera, `Versioned ${unique()}`);
    const second = await editPost(ravi, post, "Second text.");
    await editPost(meera, second, "Third text.");

    const versions = await listVersions(posts, meera, post.id);
    expect(versions.map((v) => v.author)).toEqual(["Meera Iyer", "Ravi Kumar", "Meera Iyer"]);
    expect(versions.map((v) => v.createdAt)).toEqual([...versions.map((v) => v.createdAt)].sort().reverse());

    const restored = await execute(
      loadContentVersion,
      { kind: "post", recordId: post.id, versionId: versions[1]!.id },
      caller(meera),
    );
    expect(restored.data).toMatchObject({
      author: "Ravi Kumar",
      fields: { title: post.title, description: "Second text.", tags: "", images: "" },
    });
    // Loading is not saving: the post still holds the third text.
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).description).toBe("Third text.");

    // Versions are read with the content permission only.
    const noRole = { ...meera, session: { ...meera.session, role: "VIEWER" as never } };
    await expect(listVersions(posts, noRole, post.id)).rejects.toMatchObject({ status: 403 });
    // A version id of another record is not found through this one.
    const other = await newPost(meera, `Other ${unique()}`);
    await expect(
      execute(loadContentVersion, { kind: "post", recordId: other.id, versionId: versions[1]!.id }, caller(meera)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      execute(loadContentVersion, { kind: "service", recordId: post.id, versionId: versions[1]!.id }, caller(meera)),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("a refused save writes no version; deleting the record deletes its versions and drafts", async () => {
    const meera = await editor();
    const post = await newPost(meera, `Short-lived ${unique()}`);
    const saved = await editPost(meera, post, "Saved once more.");
    await expect(editPost(meera, post, "Stale.")).rejects.toMatchObject({ status: 409 });
    expect(await db.contentVersion.count({ where: { recordId: post.id } })).toBe(2);

    await draft(meera, post.id, { title: post.title, description: "Left behind." });
    await removeContent(posts, meera, saved.id);
    expect(await db.contentVersion.count({ where: { recordId: post.id } })).toBe(0);
    expect(await db.contentDraft.count({ where: { recordId: post.id } })).toBe(0);
  });

  it("a service's version holds its form's fields as the form shows them", async () => {
    const meera = await editor();
    const { serviceFormSchema } = await import("@/lib/validations/staff");
    const title = `Service ${unique()}`;
    const service = await saveContent(
      services,
      meera,
      serviceFormSchema.parse({
        title,
        tagLine: "Tag",
        description: "Text",
        highlights: "Fast\nFair",
        position: "3",
        intent: "save",
      }),
    );
    const [version] = await listVersions(services, meera, service.id);
    const loaded = await execute(
      loadContentVersion,
      { kind: "service", recordId: service.id, versionId: version!.id },
      caller(meera),
    );
    expect(loaded.data.fields).toMatchObject({
      title,
      tagLine: "Tag",
      highlights: "Fast\nFair",
      position: "3",
      whyWeBuilt: "",
    });
  });
});
