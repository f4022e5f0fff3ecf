import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { getEnv } from "@/lib/env";

const updated = vi.hoisted(() => [] as string[]);
// Each read of the cached list (a 'use cache' function without arguments: one entry in Next) tags it.
const tagged = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({
  cacheTag: (...tags: string[]) => void tagged.push(...tags),
  cacheLife: () => {},
  updateTag: (tag: string) => void updated.push(tag),
}));

const { getPublishedService, listPublishedServices, listServiceSitemapEntries } = await import("@/lib/data/services");
const { createService, deleteService, updateService } = await import("./content-helpers");
const { GET: listServices } = await import("@/app/api/dynamics/route");
const { GET: getService, POST: postService } = await import("@/app/api/dynamics/[id]/route");

const unique = () => randomUUID().slice(0, 8);
const get = (id: string) =>
  getService(new Request(`http://test/api/dynamics/${id}`), { params: Promise.resolve({ id }) });

const fullService = () => ({
  title: `Budget Coach ${unique()}`,
  tagLine: "A coach in your pocket.",
  description: "Plans your month.",
  images: ["/images/services/a-desktop.svg", "/images/services/a-mobile.svg", "/images/services/a-extra.svg"],
  whyWeBuilt: "Because budgets fail.",
  howItWorks: "1. Connect\n2) Plan\nReview",
  highlights: ["Fast"],
  benefits: ["Calm"],
  languageStyle: "Friendly.",
  position: 900,
});

describe("services data layer", () => {
  it("creates, expires the tag and reads back published services only", async () => {
    updated.length = 0;
    const shown = await createService(fullService());
    const hidden = await createService({ ...fullService(), published: false });
    expect(updated).toEqual(["services", "services"]);
    expect(await getPublishedService(shown.id)).toMatchObject({ title: shown.title, highlights: ["Fast"] });
    expect(await getPublishedService(hidden.id)).toBeNull();
    const ids = (await listPublishedServices()).map((s) => s.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(await listServiceSitemapEntries()).toContainEqual({
      path: `/dynamics/${shown.id}`,
      lastModified: expect.any(Date),
    });
  });

  it("orders by position and keeps fields an update does not name", async () => {
    const second = await createService({ ...fullService(), position: 1001 });
    const first = await createService({ ...fullService(), position: 1000, whyWeBuilt: "", highlights: [] });
    expect(first.whyWeBuilt).toBeNull();
    const ids = (await listPublishedServices()).map((s) => s.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const updated = await updateService(second.id, { tagLine: "New tagline" });
    expect(updated).toMatchObject({ tagLine: "New tagline", images: second.images, published: true, position: 1001 });
    await deleteService(first.id);
    expect(await getPublishedService(first.id)).toBeNull();
  });

  it("looks ids up in the one cached list (which takes no arguments, so unknown ids are no cache keys)", async () => {
    const service = await createService(fullService());
    tagged.length = 0;
    expect(await getPublishedService(service.id)).toMatchObject({ id: service.id });
    for (let i = 0; i < 50; i++) expect(await getPublishedService(`missing-${unique()}`)).toBeNull();
    expect(tagged.length).toBeGreaterThan(0);
    expect(new Set(tagged)).toEqual(new Set(["services"]));
  });

  it("answers null for an id no service can have, before any query", async () => {
    tagged.length = 0;
    for (const id of ["a\u0000b", "%c0", "two words", "", "x".repeat(300)])
      expect(await getPublishedService(id)).toBeNull();
    expect(tagged).toEqual([]);
  });

  it("refuses control characters in every text field", async () => {
    await expect(createService({ ...fullService(), tagLine: "Bell\u0007" })).rejects.toThrow(/control/);
    await expect(createService({ ...fullService(), highlights: ["Fast\nand loose"] })).rejects.toThrow(/control/);
    expect((await createService({ ...fullService(), whyWeBuilt: "Line one\nLine two\tindented" })).whyWeBuilt).toBe(
      "Line one\nLine two\tindented",
    );
  });
});

describe("GET /api/dynamics", () => {
  it("answers the spec's service shape, cacheable", async () => {
    const service = await createService(fullService());
    const response = await listServices();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.find((s) => s._id === service.id)).toEqual({
      _id: service.id,
      title: service.title,
      tagLine: "A coach in your pocket.",
      description: "Plans your month.",
      images: service.images.map((image) => `${getEnv().APP_URL}${image}`),
      whyWeBuilt: "Because budgets fail.",
      howItWorks: "1. Connect\n2) Plan\nReview",
      highlights: ["Fast"],
      benefits: ["Calm"],
      languageStyle: "Friendly.",
      updatedAt: service.updatedAt,
    });
  });

  it("answers one service, and 404 JSON for an unknown or unpublished id", async () => {
    const service = await createService(fullService());
    const hidden = await createService({ ...fullService(), published: false });
    const ok = await get(service.id);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ _id: service.id, tagLine: service.tagLine });
    for (const id of [`missing-${unique()}`, hidden.id]) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "The service you're looking for doesn't exist." },
      });
    }
  });

  it("answers 400 JSON for an id that cannot exist, and 405 JSON with Allow for another method", async () => {
    for (const id of ["a\u0000b", "post-\u{1F680}", "a b"]) {
      const response = await get(id);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", message: "The service id is not valid." },
      });
    }
    const post = await postService(new Request("http://test/api/dynamics/x", { method: "POST" }), {
      params: Promise.resolve({ id: "x" }),
    });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await post.json()).error.code).toBe("method_not_allowed");
  });
});
