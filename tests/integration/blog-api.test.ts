import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// No Next runtime here: the data cache is a pass-through and revalidation a no-op.
vi.mock("next/cache", () => ({
  unstable_cache: <F extends (...args: never[]) => unknown>(fn: F) => fn,
  revalidateTag: () => undefined,
}));

const { createBlogPost } = await import("@/lib/data/blog");
const { GET: listPosts } = await import("@/app/api/blog/route");
const { GET: getPost } = await import("@/app/api/blog/[slug]/route");
const { GET: feed } = await import("@/app/feed.xml/route");

const unique = () => randomUUID().slice(0, 8);
const get = (slug: string) => getPost(new Request(`http://test/api/blog/${slug}`), { params: Promise.resolve({ slug }) });

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
      image: ["/images/blog/emi-101.svg", "/images/blog/emi-101-schedule.svg"],
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
    expect(await response.json()).toMatchObject({ _id: post.id, slug: post.slug, title: post.title, image: [], tag: [] });
  });

  it("answers 404 JSON for an unknown slug and for a draft", async () => {
    const draft = await createBlogPost({ title: `API Hidden ${unique()}`, description: "x" });
    for (const slug of [`no-such-post-${unique()}`, draft.slug]) {
      const response = await get(slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Blog post not found." } });
    }
  });
});

describe("GET /feed.xml", () => {
  it("lists published posts as RSS, with text escaped", async () => {
    const post = await createBlogPost({ title: `Feed <b>bold</b> & more ${unique()}`, description: "x", tags: ["Loans"], published: true });
    const response = await feed();
    expect(response.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const text = await response.text();
    expect(text).toMatch(/^<\?xml/);
    expect(text).toContain(`/blog/${post.slug}</link>`);
    expect(text).toContain(`Feed &lt;b&gt;bold&lt;/b&gt; &amp; more`);
    expect(text).not.toContain("<b>bold</b>");
  });
});
