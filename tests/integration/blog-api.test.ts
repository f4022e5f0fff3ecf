import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { getEnv } from "@/lib/env";

// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

const { createBlogPost } = await import("./content-helpers");
const { GET: listPosts } = await import("@/app/api/blog/route");
const { GET: getPost } = await import("@/app/api/blog/[slug]/route");
const { GET: feed } = await import("@/app/feed.xml/route");

const unique = () => randomUUID().slice(0, 8);
const get = (slug: string) =>
  getPost(new Request(`http://test/api/blog/${slug}`), { params: Promise.resolve({ slug }) });

describe("GET /api/blog", () => {
  it("answers an array of published posts in the spec's shape, cacheable", async () => {
    const post = await createBlogPost({
      title: `API Shape ${unique()}`,
      description: "First\\nSecond",
      images: ["/images/blog/emi-101.svg", "/images/blog/emi-101-schedule.svg"],
      tags: ["Loans", "Savings"],
      published: true,
    });
    const draft = await createBlogPost({ title: `API Draft ${unique()}`, description: "x" });

    const response = await listPosts();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.some((p) => p._id === draft.id)).toBe(false);
    expect(body.find((p) => p._id === post.id)).toEqual({
      _id: post.id,
      slug: post.slug,
      title: post.title,
      description: "First\\nSecond",
      // Absolute, as every URL the API answers (decision 823); the post keeps its own as site paths.
      image: [`${getEnv().APP_URL}/images/blog/emi-101.svg`, `${getEnv().APP_URL}/images/blog/emi-101-schedule.svg`],
      tag: ["Loans", "Savings"],
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
    });
  });
});

describe("GET /api/blog/{slug}", () => {
  it("answers one post", async () => {
    const post = await createBlogPost({ title: `API One ${unique()}`, description: "Body", published: true });
    const response = await get(post.slug);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      _id: post.id,
      slug: post.slug,
      title: post.title,
      image: [],
      tag: [],
    });
  });

  it("answers 404 JSON for an unknown slug and for a draft", async () => {
    const draft = await createBlogPost({ title: `API Hidden ${unique()}`, description: "x" });
    for (const slug of [`no-such-post-${unique()}`, draft.slug]) {
      const response = await get(slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Blog post not found." } });
    }
  });

  it("answers 400 JSON for a slug no post can have", async () => {
    for (const slug of ["a\u0000b", "\ufffd", "a/b", "x".repeat(300)]) {
      const response = await get(slug);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "bad_request", message: "The slug is not valid." } });
    }
  });
});

describe("other methods", () => {
  it("answer 405 JSON with Allow on the list and on one post", async () => {
    const { DELETE: deletePost } = await import("@/app/api/blog/[slug]/route");
    const { POST: postList, OPTIONS: listOptions } = await import("@/app/api/blog/route");
    for (const response of [
      await postList(new Request("http://test/api/blog", { method: "POST" })),
      await deletePost(new Request("http://test/api/blog/x", { method: "DELETE" })),
    ]) {
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect((await response.json()).error).toMatchObject({ code: "method_not_allowed" });
    }
    const options = await listOptions(new Request("http://test/api/blog", { method: "OPTIONS" }));
    expect([options.status, options.headers.get("allow")]).toEqual([204, "GET, HEAD, OPTIONS"]);
  });
});

describe("GET /feed.xml", () => {
  it("lists published posts as RSS, with text escaped [security 15]", async () => {
    const post = await createBlogPost({
      title: `Feed <b>bold</b> & more ${unique()}`,
      description: "x",
      tags: ["Loans"],
      published: true,
    });
    const response = await feed();
    expect(response.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const text = await response.text();
    expect(text).toMatch(/^<\?xml/);
    expect(text).toContain(`/blog/${post.slug}</link>`);
    expect(text).toContain(`Feed &lt;b&gt;bold&lt;/b&gt; &amp; more`);
    expect(text).not.toContain("<b>bold</b>");
  });
});
