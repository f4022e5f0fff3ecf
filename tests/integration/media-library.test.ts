import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, inject, vi } from "vitest";

// Issue 50, capability 3 (decision 626): the media library lists the images staff uploaded with their
// size, dimensions, uploader and uses; an image is reused from the editors; every image of a post or a
// service needs alt text, checked by the server; an image in use is never deleted, and an editor deletes
// only their own.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));

const staffUpload = await import("@/app/api/admin/uploads/route");
const { savePostAction } = await import("@/lib/actions/staff/save-post");
const { saveServiceAction } = await import("@/lib/actions/staff/save-service");
const { deleteMediaAction } = await import("@/lib/actions/staff/delete-media");
const { posts } = await import("@/lib/console/content/posts");
const { listMediaLibrary, mediaChoices } = await import("@/lib/console/media");
const { db } = await import("@/lib/db");
const { getEnv } = await import("@/lib/env");
const { storedImageUrl } = await import("@/lib/model/site-url");
const { cleanupOrphanUploads } = await import("@/lib/storage/cleanup-orphans");
const { createStaff, staffToken } = await import("./staff-helpers");
const { createPartner } = await import("./partner-helpers");
const { signInForActions } = await import("./staff-request");

type Staff = Awaited<ReturnType<typeof createStaff>>;

const unique = () => randomUUID().slice(0, 8);
const contextOf = ({ password: _p, ...session }: Staff) => ({ session, ip: "127.0.0.1" });

/** A real 1200x630 PNG, so its dimensions come from its header. */
const png = async (width = 1200, height = 630) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer(),
  );

/** Uploads through POST /api/admin/uploads as `staff`; answers the URL as the editor stores it (a site path). */
async function upload(staff: Staff, name = "festive-cover.png", bytes?: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("file", new Blob([bytes ?? (await png())]), name);
  const response = await staffUpload.POST(
    new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      headers: { authorization: `Bearer ${await staffToken(staff.staffId)}` },
      body: form,
    }),
  );
  expect(response.status).toBe(201);
  const { secure_url } = (await response.json()) as { secure_url: string };
  expect(secure_url.startsWith(`${getEnv().APP_URL}/uploads/`)).toBe(true);
  return storedImageUrl(secure_url, getEnv().APP_URL);
}

const signIn = (staff: Staff) => signInForActions(staff);

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const fileOf = async (url: string) => {
  const key = url.slice("/uploads/".length);
  return existsSync(path.join(inject("dataDir"), "uploads", key));
};

describe("alt text for a post's and a service's images", () => {
  it("is required for every image, server-side, with the message at the alt text field; nothing is saved", async () => {
    const editor = await createStaff("EDITOR");
    await signIn(editor);
    const [cover, chart] = [await upload(editor), await upload(editor, "chart.png")];
    const title = `Alt text ${unique()}`;
    const post = (imageAlts: string) =>
      formOf({ title, description: "Text.", tags: "", images: `${cover}\n${chart}`, imageAlts, intent: "save" });

    const none = await savePostAction(null, post(""));
    expect(none).toMatchObject({
      ok: false,
      code: "validation_failed",
      fieldErrors: {
        imageAlts: [
          "Alt text is required for each image: images 1 and 2 have none. Say what each image shows, one line per image, in the order of the images.",
        ],
      },
    });
    const second = await savePostAction(null, post("A Diwali shopping bag\n   "));
    expect(second).toMatchObject({
      fieldErrors: { imageAlts: [expect.stringContaining("image 2 has none")] },
    });
    const tooMany = await savePostAction(null, post("One\nTwo\nThree"));
    expect(tooMany).toMatchObject({
      fieldErrors: {
        imageAlts: ["There are 3 lines of alt for 2 images: write one line per image, in the same order."],
      },
    });
    // What was typed comes back whole, so the page shows it again.
    expect(!second.ok && second.submitted?.imageAlts).toBe("A Diwali shopping bag\n   ");
    expect(await db.blogPost.count({ where: { title } })).toBe(0);

    const service = await saveServiceAction(
      null,
      formOf({
        title: `Service ${unique()}`,
        tagLine: "Tag",
        description: "Text",
        images: cover,
        position: "",
        intent: "save",
      }),
    );
    expect(service).toMatchObject({ ok: false, fieldErrors: { imageAlts: [expect.stringContaining("image 1")] } });
  });

  it("is kept with the post, in the order of its images, and given back to the editor's form", async () => {
    const editor = await createStaff("EDITOR");
    await signIn(editor);
    const [cover, chart] = [await upload(editor), await upload(editor, "chart.png")];
    const title = `Kept alt text ${unique()}`;
    const fields = {
      title,
      description: "Text.",
      tags: "",
      images: `${cover}\n${chart}`,
      imageAlts: "A Diwali shopping bag with a 20% off tag\r\nA bar chart of monthly spending",
      intent: "save",
    };
    await savePostAction(null, formOf(fields)).catch((error: unknown) => {
      if (!(error instanceof Error) || !/NEXT_REDIRECT/.test(error.message)) throw error;
    });
    const saved = await db.blogPost.findFirstOrThrow({ where: { title } });
    expect(saved.imageAlts).toEqual(["A Diwali shopping bag with a 20% off tag", "A bar chart of monthly spending"]);
    const record = (await posts.rows.find(saved.id))!;
    expect(posts.formValues(record).imageAlts).toBe(
      "A Diwali shopping bag with a 20% off tag\nA bar chart of monthly spending",
    );
    expect(posts.snapshot(record)).toMatchObject({ imageAlts: saved.imageAlts });
    // A post without images needs none.
    const plain = await savePostAction(
      null,
      formOf({ title: `No images ${unique()}`, description: "Text.", tags: "", images: "", intent: "save" }),
    ).catch((error: unknown) => (error instanceof Error && /NEXT_REDIRECT/.test(error.message) ? null : error));
    expect(plain).toBeNull();
  });
});

describe("the media library", () => {
  it("lists a staff upload with its file name, size, dimensions, uploader and where it is used, with its alt text", async () => {
    const editor = await createStaff("EDITOR");
    const url = await upload(editor, "C:\\Users\\meera\\diwali-offer.png", await png(640, 427));
    const row = await db.upload.findFirstOrThrow({ where: { url } });
    expect(row).toMatchObject({ fileName: "diwali-offer.png", width: 640, height: 427, staffId: editor.staffId });
    const post = await db.blogPost.create({
      data: {
        slug: `media-${unique()}`,
        title: "Festive offers",
        description: "x",
        images: [url],
        imageAlts: ["A lamp"],
      },
    });
    const service = await db.service.create({
      data: { title: "Bill splitting", tagLine: "t", description: "d", images: [`${getEnv().APP_URL}${url}`] },
    });

    const page = await listMediaLibrary(contextOf(editor));
    const item = page.items.find((i) => i.id === row.id);
    expect(item).toMatchObject({
      fileName: "diwali-offer.png",
      size: row.size,
      width: 640,
      height: 427,
      uploadedBy: { id: editor.staffId, name: editor.name },
      usedBy: [
        { kind: "post", id: post.id, title: "Festive offers", alt: "A lamp" },
        // Written with the site's origin in front: the same upload. Saved before alt text was required.
        { kind: "service", id: service.id, title: "Bill splitting", alt: "" },
      ],
    });
    // The editors' picker offers it with the alt text it already has.
    const choice = (await mediaChoices(contextOf(editor))).find((c) => c.id === row.id);
    expect(choice).toMatchObject({
      url,
      fileName: "diwali-offer.png",
      dimensions: "640 × 427 px",
      alt: "A lamp",
      uses: 2,
    });
    // A partner's coupon image is theirs, never in the library.
    expect(
      await db.upload.count({ where: { id: { in: page.items.map((i) => i.id) }, partnerId: { not: null } } }),
    ).toBe(0);
  });

  it("is newest first, one page at a time; a page past the last shows the last", async () => {
    const editor = await createStaff("EDITOR");
    const ctx = contextOf(editor);
    const total = (await listMediaLibrary(ctx)).total;
    const first = await listMediaLibrary(ctx, 1);
    expect(first.items.map((i) => i.createdAt)).toEqual([...first.items.map((i) => i.createdAt)].sort().reverse());
    const last = await listMediaLibrary(ctx, 9999);
    expect(last.page).toBe(last.pages);
    expect(last.pages).toBe(Math.max(1, Math.ceil(total / 24)));
  });

  it("keeps a staff upload nothing uses: the orphan clean-up is for partners' files (decision 626)", async () => {
    const editor = await createStaff("EDITOR");
    const url = await upload(editor, "spare.png");
    const id = (await db.upload.findFirstOrThrow({ where: { url } })).id;
    await db.upload.update({ where: { id }, data: { createdAt: new Date("2020-01-01T00:00:00Z") } });
    await cleanupOrphanUploads(new Date("2020-01-01T01:00:00Z"));
    await cleanupOrphanUploads(new Date("2020-01-03T00:00:00Z"));
    expect(await db.upload.count({ where: { id } })).toBe(1);
    expect(await fileOf(url)).toBe(true);
  });
});

describe("deleting from the media library [security 46]", () => {
  it("refuses an image a post uses, naming the post; deletes it once it is unused, file and record, audited [security 46]", async () => {
    const editor = await createStaff("EDITOR");
    await signIn(editor);
    const url = await upload(editor, "in-use.png");
    const { id } = await db.upload.findFirstOrThrow({ where: { url } });
    const post = await db.blogPost.create({
      data: {
        slug: `in-use-${unique()}`,
        title: "Diwali deals",
        description: "x",
        images: [url],
        imageAlts: ["A lamp"],
      },
    });

    const refused = await deleteMediaAction({ id });
    expect(refused).toMatchObject({
      ok: false,
      code: "conflict",
      formError: "This image is used by the post “Diwali deals”. Remove it there first, then delete it here.",
    });
    expect(await db.upload.count({ where: { id } })).toBe(1);
    expect(await fileOf(url)).toBe(true);

    // A post counts however the image is written; a partner's avatar or coupon naming a staff image does not
    // hold it (a partner may show only their own uploads): it used to, so a partner could pin any library image.
    await db.blogPost.update({ where: { id: post.id }, data: { images: [`https://cdn.example${url}?v=2`] } });
    expect(await deleteMediaAction({ id })).toMatchObject({ ok: false, code: "conflict" });
    await db.blogPost.update({ where: { id: post.id }, data: { images: [], imageAlts: [] } });
    const partner = await createPartner({ prefix: "pins-media" });
    await db.partner.update({ where: { id: partner.id }, data: { avatarUrl: `https://cdn.example/x?k=${url}` } });

    const deleted = await deleteMediaAction({ id });
    expect(deleted).toMatchObject({ ok: true, message: "Deleted in-use.png." });
    expect(await db.upload.count({ where: { id } })).toBe(0);
    expect(await fileOf(url)).toBe(false);
    expect(await db.auditLog.findFirst({ where: { entityId: id, action: "upload.delete" } })).toMatchObject({
      actorEmail: editor.email,
    });
    // Gone: a second delete is a 404, not a 500.
    expect(await deleteMediaAction({ id })).toMatchObject({ ok: false, code: "not_found" });
  });

  it("an editor deletes only their own uploads; an admin any unused one [security 46]", async () => {
    const [editor, other, admin] = [
      await createStaff("EDITOR"),
      await createStaff("EDITOR"),
      await createStaff("ADMIN"),
    ];
    const theirs = await upload(other, "theirs.png");
    const { id } = await db.upload.findFirstOrThrow({ where: { url: theirs } });

    await signIn(editor);
    expect(await deleteMediaAction({ id })).toMatchObject({
      ok: false,
      code: "forbidden",
      formError: "Editors can delete only the images they uploaded. Ask an admin to delete this one.",
    });
    expect(await db.upload.count({ where: { id } })).toBe(1);

    await signIn(admin);
    expect(await deleteMediaAction({ id })).toMatchObject({ ok: true });
    expect(await db.upload.count({ where: { id } })).toBe(0);
  });

  it("never deletes a partner's upload from the console [security 46]", async () => {
    const admin = await createStaff("ADMIN");
    await signIn(admin);
    const partner = await db.partner.findFirst({ select: { id: true } });
    const key = `partner-${randomUUID().replaceAll("-", "").slice(0, 24)}.png`;
    const row = await db.upload.create({
      data: { key, url: `/uploads/${key}`, contentType: "image/png", size: 10, partnerId: partner?.id ?? null },
    });
    expect(await deleteMediaAction({ id: row.id })).toMatchObject({ ok: false, code: "not_found" });
    expect(await db.upload.count({ where: { id: row.id } })).toBe(1);
  });
});
