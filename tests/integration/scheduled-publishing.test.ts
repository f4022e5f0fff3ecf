import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

// Scheduled publishing's data rule (decision 206): a post or service published for a later time is
// nowhere public until then, and the cached public list ends no later than that moment. The clock is
// Date, set by the test (the database's own timers keep running).
const lives = vi.hoisted(() => [] as { revalidate?: number; expire?: number }[]);
vi.mock("next/cache", () => ({
  cacheTag: () => {},
  cacheLife: (life: { revalidate?: number; expire?: number } | string) =>
    void lives.push(typeof life === "string" ? {} : life),
  updateTag: () => {},
}));

const blog = await import("@/lib/data/blog");
const services = await import("@/lib/data/services");
const { createBlogPost, publishBlogPost, unpublishBlogPost, createService, updateService } =
  await import("./content-helpers");
const { postFormSchema } = await import("@/lib/validations/staff");
const { articleJsonLd } = await import("@/components/blog/article-structured-data");
const { toApiBlogPost, toApiService } = await import("@/lib/content-json");

const unique = () => randomUUID().slice(0, 8);
const NOW = Date.UTC(2031, 2, 10, 4, 30);
const at = (ms: number) => vi.setSystemTime(ms);
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000);

/** The lifetime the last list read gave its cache entry. */
async function listLife(read: () => Promise<unknown>) {
  lives.length = 0;
  await read();
  return lives.at(-1)!;
}

afterEach(() => vi.useRealTimers());

describe("a post published for later", () => {
  it("is not public before its time, and is from that moment on, everywhere the public reads", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const post = await createBlogPost({ title: `Later ${unique()}`, description: "x" });
    const scheduled = await publishBlogPost(post.id, inMinutes(1));
    expect(scheduled).toMatchObject({ published: true, publishedAt: inMinutes(1).toISOString() });

    const hidden = async () => {
      expect((await blog.listPublishedBlogPosts()).some((p) => p.id === post.id)).toBe(false);
      expect(await blog.getPublishedBlogPost(post.slug)).toBeNull();
      expect(await blog.isPublishedBlogSlug(post.slug)).toBe(false);
    };
    await hidden();
    at(inMinutes(1).getTime() - 1);
    await hidden();

    at(inMinutes(1).getTime());
    expect((await blog.listPublishedBlogPosts()).some((p) => p.id === post.id)).toBe(true);
    expect(await blog.getPublishedBlogPost(post.slug)).toMatchObject({ id: post.id });
    expect(await blog.isPublishedBlogSlug(post.slug)).toBe(true);
  });

  it("ends the cached list when it is due: the lifetime is at most the seconds until then", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const post = await createBlogPost({ title: `Due ${unique()}`, description: "x" });
    await publishBlogPost(post.id, inMinutes(10));
    // Another file's scheduled post can only make it shorter, never longer.
    const life = await listLife(blog.listPublishedBlogPosts);
    expect(life.revalidate).toBeGreaterThanOrEqual(1);
    expect(life.revalidate).toBeLessThanOrEqual(600);
    expect(life.expire).toBe(life.revalidate);
    at(inMinutes(10).getTime() - 500);
    expect((await listLife(blog.listPublishedBlogPosts)).revalidate).toBeLessThanOrEqual(1);
  });

  it("is cancelled by unpublishing, and published again without a time it is public now", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const post = await createBlogPost({ title: `Cancelled ${unique()}`, description: "x" });
    await publishBlogPost(post.id, inMinutes(5));
    const cancelled = await unpublishBlogPost(post.id);
    expect(cancelled.published).toBe(false);
    at(inMinutes(6).getTime());
    expect(await blog.getPublishedBlogPost(post.slug)).toBeNull();

    const now = await publishBlogPost(post.id);
    expect(now.publishedAt).toBe(inMinutes(6).toISOString());
    expect(await blog.getPublishedBlogPost(post.slug)).toMatchObject({ id: post.id });
  });

  it("a time already past publishes now; a post already public keeps its first date", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const post = await createBlogPost({ title: `Past ${unique()}`, description: "x" });
    const published = await publishBlogPost(post.id, inMinutes(-60));
    expect(published.publishedAt).toBe(new Date(NOW).toISOString());
    at(inMinutes(5).getTime());
    expect((await publishBlogPost(post.id)).publishedAt).toBe(new Date(NOW).toISOString());
  });
});

describe("what a scheduled post or service says of its last change", () => {
  // Going live by schedule writes nothing, so `updatedAt` stays the time it was scheduled (issue 51, S5).
  it("a post: the sitemap's lastmod, JSON-LD's dateModified and Open Graph's modified time are its publication", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const post = await createBlogPost({ title: `Live later ${unique()}`, description: "x" });
    const scheduled = await publishBlogPost(post.id, inMinutes(3));
    expect(new Date(scheduled.updatedAt) < inMinutes(3)).toBe(true);

    at(inMinutes(5).getTime());
    const live = (await blog.getPublishedBlogPost(post.slug))!;
    expect(live.modifiedAt).toBe(inMinutes(3).toISOString());
    const entry = (await blog.listBlogSitemapEntries()).find((e) => e.path === `/blog/${post.slug}`);
    expect(entry?.lastModified).toEqual(inMinutes(3));
    const ld = articleJsonLd(live, "http://localhost");
    expect(ld.dateModified >= ld.datePublished).toBe(true);
    // The API's JSON says the same: never a last change before the post went live.
    expect(toApiBlogPost(live).updatedAt).toBe(inMinutes(3).toISOString());
  });

  it("a service: the sitemap's lastmod is its publication", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const service = await createService({
      title: `Live later service ${unique()}`,
      tagLine: "Soon",
      description: "x",
      published: true,
      publishAt: inMinutes(4),
    });
    at(inMinutes(6).getTime());
    const entry = (await services.listServiceSitemapEntries()).find((e) => e.path === `/dynamics/${service.id}`);
    expect(entry?.lastModified).toEqual(inMinutes(4));
    const live = (await services.getPublishedService(service.id))!;
    expect(toApiService(live).updatedAt).toBe(inMinutes(4).toISOString());
  });
});

describe("a service published for later", () => {
  it("is not on the public list or its page until its time", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const service = await createService({
      title: `Later service ${unique()}`,
      tagLine: "Soon",
      description: "x",
      published: true,
      publishAt: inMinutes(2),
    });
    expect(service.publishedAt).toBe(inMinutes(2).toISOString());
    expect((await services.listPublishedServices()).some((s) => s.id === service.id)).toBe(false);
    expect(await services.getPublishedService(service.id)).toBeNull();
    expect(await services.isPublishedServiceId(service.id)).toBe(false);
    expect((await listLife(services.listPublishedServices)).revalidate).toBeLessThanOrEqual(120);

    at(inMinutes(2).getTime());
    expect((await services.listPublishedServices()).some((s) => s.id === service.id)).toBe(true);
    expect(await services.getPublishedService(service.id)).toMatchObject({ id: service.id });

    // Unpublished (cancelled) and published again for later: hidden again until then.
    await updateService(service.id, { published: false });
    await updateService(service.id, { published: true, publishAt: inMinutes(30) });
    expect(await services.getPublishedService(service.id)).toBeNull();
  });
});

describe("the console's 'Publish at' field", () => {
  const form = (publishAt: string) => postFormSchema.safeParse({ title: "t", description: "d", publishAt });

  it("reads a date and time as India time, and empty as now", () => {
    expect(form("2031-03-10T10:01").data?.publishAt).toEqual(new Date("2031-03-10T04:31:00Z"));
    expect(form("2031-03-10T10:01:30").data?.publishAt).toEqual(new Date("2031-03-10T04:31:30Z"));
    expect(form("").data?.publishAt).toBeNull();
  });

  it("refuses anything else with a message beside the field", () => {
    for (const bad of ["tomorrow", "2031-13-40T10:00", "2031-03-10 10:00"]) {
      expect(form(bad).error?.issues[0]).toMatchObject({
        path: ["publishAt"],
        message: "Enter a date and time, or leave it empty to publish now",
      });
    }
  });
});
