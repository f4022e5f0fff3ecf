import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// Issue 50, H1: a refused console save gives back every field whole, however the save was refused, so the
// page shows the text again (with or without JavaScript). A post's text may hold 50,000 characters.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
const { request } = await import("../shared/next-runtime");

const { savePostAction } = await import("@/lib/actions/staff/save-post");
const { saveServiceAction } = await import("@/lib/actions/staff/save-service");
const { posts } = await import("@/lib/console/content/posts");
const { services } = await import("@/lib/console/content/services");
const { saveContent } = await import("@/lib/console/content/workflow");
const { STALE_EDIT_MESSAGE } = await import("@/lib/console/write-errors");
const { db } = await import("@/lib/db");
const { STAFF_COOKIE } = await import("@/lib/staff/cookie-names");
const { postFormSchema, serviceFormSchema } = await import("@/lib/validations/staff");
const { spend } = await import("@/lib/limits/limiter");
const { fromIp, uniqueIp } = await import("./public-helpers");
const { staffContext, staffToken } = await import("./staff-helpers");

type Ctx = Awaited<ReturnType<typeof staffContext>>;
type Action = typeof savePostAction;

const MARKER = "THE-END-MARKER";
const unique = () => randomUUID().slice(0, 8);

/** `length` characters of text with paragraphs (CRLF, as a browser posts a textarea) and Hindi, ending with MARKER. */
function longText(length: number): string {
  const paragraph = "Plan the month's spending before it starts. बजट पहले बनाएँ, खर्च बाद में।\r\n\r\n";
  const body = paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length - MARKER.length);
  return `${body}${MARKER}`;
}

/** Signs the browser stand-in in as this staff member, from an address of its own. */
async function signIn(ctx: Ctx) {
  request.cookies.clear();
  request.cookies.set(STAFF_COOKIE, await staffToken(ctx.session.staffId));
  request.headers = new Headers(fromIp(uniqueIp()));
}

/** Posts `fields` to the action as the browser would, expecting a refusal with `code`; answers what came back. */
async function refused(action: Action, fields: Record<string, string>, code: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const result = await action(null, form);
  expect(result).toMatchObject({ ok: false, code });
  if (result.ok) throw new Error("saved");
  return result;
}

/** The account's hourly budget for `operation` spent, as 300 saves would leave it (decision 819). */
async function spendSaveBudget(ctx: Ctx, operation: string) {
  await spend({ rule: "contentSave", key: `${operation}:staff:${ctx.session.staffId}` });
}

describe("a refused post comes back with its whole text", () => {
  const text = longText(50_000);
  const postFields = () => ({ title: `Long read ${unique()}`, description: text, tags: "money, tips", intent: "save" });

  it("is a post text of 50,000 characters: the most a post holds", () => {
    expect(text).toHaveLength(50_000);
    expect(postFormSchema.parse({ title: "t", description: text }).description).toBe(text.trim());
  });

  it("refused for an image address that does not load", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    // This machine's address: refused before any request is made.
    const fields = { ...postFields(), images: "https://127.0.0.1/cover.png", imageAlts: "A cover" };
    const result = await refused(savePostAction, fields, "validation_failed");
    expect(result.fieldErrors?.images?.[0]).toContain("it is not on the public internet");
    expect(result.submitted).toEqual(fields);
    expect(result.submitted?.description?.endsWith(MARKER)).toBe(true);
  });

  it("refused for a tag", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    const fields = { ...postFields(), tags: `money, ${"t".repeat(41)}` };
    const result = await refused(savePostAction, fields, "validation_failed");
    expect(result.fieldErrors?.tags).toEqual(["Tags are at most 40 characters"]);
    expect(result.submitted).toEqual(fields);
  });

  it("refused because someone else saved it first", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    const opened = await saveContent(
      posts,
      ctx,
      postFormSchema.parse({ title: `Shared ${unique()}`, description: "v1" }),
    );
    await saveContent(
      posts,
      ctx,
      postFormSchema.parse({ id: opened.id, updatedAt: opened.updatedAt, title: opened.title, description: "v2" }),
    );
    const fields = { ...postFields(), id: opened.id, updatedAt: opened.updatedAt, title: opened.title };
    const result = await refused(savePostAction, fields, "conflict");
    expect(result.formError).toBe(STALE_EDIT_MESSAGE);
    expect(result.submitted).toEqual(fields);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: opened.id } })).description).toBe("v2");
  });

  it("refused for too many saves in the hour", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    await spendSaveBudget(ctx, "staff.save-post");
    const fields = postFields();
    const result = await refused(savePostAction, fields, "rate_limited");
    expect(result.submitted).toEqual(fields);
    expect(await db.blogPost.count({ where: { title: fields.title } })).toBe(0);
  });
});

describe("a refused service comes back with every field whole", () => {
  // Every long field at its most (20,000 characters each), and twenty highlights of 500.
  const serviceFields = () => ({
    title: `Split Smart ${unique()}`,
    tagLine: "Splits every shared bill.",
    description: longText(20_000),
    whyWeBuilt: longText(20_000),
    howItWorks: longText(20_000),
    highlights: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(500, "h")).join("\r\n"),
    benefits: "No awkward reminders",
    languageStyle: longText(20_000),
    position: "100000",
    intent: "save",
  });

  it("refused for an image address that does not load", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    const fields = { ...serviceFields(), images: "https://127.0.0.1/cover.png", imageAlts: "A cover" };
    const result = await refused(saveServiceAction, fields, "validation_failed");
    expect(Object.keys(result.fieldErrors ?? {})).toEqual(["images"]);
    expect(result.submitted).toEqual(fields);
  });

  it("refused because someone else saved it first", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    const opened = await saveContent(services, ctx, serviceFormSchema.parse({ ...serviceFields(), benefits: "v1" }));
    await saveContent(
      services,
      ctx,
      serviceFormSchema.parse({ ...serviceFields(), id: opened.id, updatedAt: opened.updatedAt, benefits: "v2" }),
    );
    const fields = { ...serviceFields(), id: opened.id, updatedAt: opened.updatedAt };
    const result = await refused(saveServiceAction, fields, "conflict");
    expect(result.submitted).toEqual(fields);
  });

  it("refused for a text longer than a service holds: the person trims it, nothing is cut for them", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    const fields = { ...serviceFields(), description: longText(30_000) };
    const result = await refused(saveServiceAction, fields, "validation_failed");
    expect(result.fieldErrors?.description).toEqual(["Description is too long"]);
    expect(result.submitted).toEqual(fields);
  });

  it("refused for too many saves in the hour", async () => {
    const ctx = await staffContext("EDITOR");
    await signIn(ctx);
    await spendSaveBudget(ctx, "staff.save-service");
    const fields = { ...serviceFields(), description: longText(30_000) };
    const result = await refused(saveServiceAction, fields, "rate_limited");
    expect(result.submitted).toEqual(fields);
  });
});
