import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { slugify } from "@/lib/model/slug";
import { db } from "@/lib/db";

// The list is a 'use cache' function: outside Next the directive does nothing, so these tests read the
// database each time and record what the list asks of the cache (its tag and its lifetime); Next's
// caching itself is shown on real builds (e2e/blog-*.spec.ts, tests/load/two-instances.test.ts).
const cache = vi.hoisted(() => ({
  tags: [] as string[],
  lives: [] as unknown[],
  updated: [] as string[],
}));
vi.mock("next/cache", () => ({
  cacheTag: (...tags: string[]) => void cache.tags.push(...tags),
  cacheLife: (life: unknown) => void cache.lives.push(life),
  updateTag: (tag: string) => void cache.updated.push(tag),
}));

const { getPublishedBlogPost, listBlogSitemapEntries, listPublishedBlogPosts } = await import("@/lib/data/blog");
const { createBlogPost, deleteBlogPost, publishBlogPost, unpublishBlogPost, updateBlogPost } =
  await import("./content-helpers");

const unique = () => randomUUID().slice(0, 8);

afterEach(() => {
  vi.useRealTimers();
});

describe("blog slugs", () => {
  it("follow the spec's rule: lower-cased, letters and digits only, words joined by hyphens", async () => {
    const tag = unique();
    const post = await createBlogPost({
      title: `Crypto & Blockchain: What's Next in 2026? ${tag}`,
      description: "Text",
    });
    expect(post.slug).toBe(`crypto-blockchain-whats-next-in-2026-${tag}`);
    expect(post.slug).toBe(slugify(post.title));
  });

  it("resolve collisions with -2, -3, ... and stay unique under concurrent creation", async () => {
    const title = `Same Title ${unique()}`;
    const first = await createBlogPost({ title, description: "One" });
    const second = await createBlogPost({ title, description: "Two" });
    const concurrent = await Promise.all(
      [1, 2, 3].map((n) => createBlogPost({ title, description: `Concurrent ${n}` })),
    );
    expect(first.slug).toBe(slugify(title));
    expect(second.slug).toBe(`${slugify(title)}-2`);
    const slugs = [first, second, ...concurrent].map((p) => p.slug);
    expect(new Set(slugs).size).toBe(5);
    expect(slugs.sort()).toEqual(
      [2, 3, 4, 5]
        .map((n) => `${slugify(title)}-${n}`)
        .concat(slugify(title))
        .sort(),
    );
  });

  it("fall back to 'post' for a title with no letters or digits", async () => {
    const post = await createBlogPost({ title: "₹₹₹ !!!", description: "Symbols only" });
    expect(post.slug).toMatch(/^post(-\d+)?$/);
  });

  it("stay the same when the title changes, so shared links keep working", async () => {
    const post = await createBlogPost({ title: `Original ${unique()}`, description: "Text", published: true });
    const updated = await updateBlogPost(post.id, { title: "A completely new title" });
    expect(updated.slug).toBe(post.slug);
    expect((await getPublishedBlogPost(post.slug))?.title).toBe("A completely new title");
  });
});

describe("public reads", () => {
  it("see published posts only", async () => {
    const draft = await createBlogPost({ title: `Draft ${unique()}`, description: "Not yet" });
    expect(draft.published).toBe(false);
    expect(draft.publishedAt).toBeNull();
    expect(await getPublishedBlogPost(draft.slug)).toBeNull();
    expect((await listPublishedBlogPosts()).some((p) => p.slug === draft.slug)).toBe(false);
  });

  it("answer null for a slug no post can have, before any query (NUL would be a database error)", async () => {
    for (const slug of ["a\u0000b", "%ff", "\ufffd", "../x", "", "post\n", "x".repeat(300)]) {
      expect(await getPublishedBlogPost(slug)).toBeNull();
    }
  });

  it("find a post written behind the data layer's back (another instance, a script)", async () => {
    const row = await db.blogPost.create({
      data: {
        slug: `elsewhere-${unique()}`,
        title: "Written elsewhere",
        description: "x",
        published: true,
        publishedAt: new Date(),
      },
    });
    expect(await getPublishedBlogPost(row.slug)).toMatchObject({ id: row.id, title: "Written elsewhere" });
  });

  it("validate input with the console's schema", async () => {
    await expect(createBlogPost({ title: "  ", description: "x" })).rejects.toThrow(/Title is required/);
    await expect(
      createBlogPost({ title: "Bad image", description: "x", images: ["javascript:alert(1)"] }),
    ).rejects.toThrow(/valid image URL/);
    await expect(createBlogPost({ title: "Nul\u0000title", description: "x" })).rejects.toThrow(/control/);
    await expect(
      createBlogPost({ title: "Tags", description: "Line one\nLine two", tags: ["Lo\u0000ans"] }),
    ).rejects.toThrow(/control/);
  });
});

describe("publishing", () => {
  it("a new post appears in the cached list, the post page data and the sitemap without a rebuild", async () => {
    const draft = await createBlogPost({
      title: `Fresh News ${unique()}`,
      description: "Line one\\nLine two",
      tags: ["Product Updates"],
    });
    cache.updated.length = 0;
    const published = await publishBlogPost(draft.id);

    // The write expires the list's tag at once (updateTag), and the list is cached under that tag.
    expect(cache.updated).toEqual(["blog"]);
    expect(published.publishedAt).not.toBeNull();
    cache.tags.length = 0;
    const after = await listPublishedBlogPosts();
    expect(cache.tags).toEqual(["blog"]);
    expect(after.map((p) => p.slug)).toContain(draft.slug);
    expect(await getPublishedBlogPost(draft.slug)).toMatchObject({ title: draft.title, tags: ["Product Updates"] });
    expect(await listBlogSitemapEntries()).toContainEqual({
      path: `/blog/${draft.slug}`,
      lastModified: expect.any(Date),
    });

    // And the /BlogPage server component renders it (its element tree carries the card data).
    const { default: BlogListPage } = await import("@/app/(marketing)/BlogPage/page");
    expect(JSON.stringify(await BlogListPage())).toContain(`"slug":"${draft.slug}"`);
  });

  it("lists newest first and keeps the first publication date when republished", async () => {
    // Published a minute apart on a set clock (only Date is faked: the database's own timers keep running).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 0, 5, 10, 0) });
    const older = await createBlogPost({ title: `Older ${unique()}`, description: "x", published: true });
    vi.setSystemTime(Date.UTC(2026, 0, 5, 10, 1));
    const newer = await createBlogPost({ title: `Newer ${unique()}`, description: "x", published: true });
    const slugs = (await listPublishedBlogPosts()).map((p) => p.slug);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));

    await unpublishBlogPost(older.id);
    expect(await getPublishedBlogPost(older.slug)).toBeNull();
    const again = await publishBlogPost(older.id);
    expect(again.publishedAt).toBe(older.publishedAt);
  });

  it("removes a deleted post from the public list", async () => {
    const post = await createBlogPost({ title: `Short-lived ${unique()}`, description: "x", published: true });
    expect(await getPublishedBlogPost(post.slug)).not.toBeNull();
    await deleteBlogPost(post.id);
    expect(await getPublishedBlogPost(post.slug)).toBeNull();
    expect((await listPublishedBlogPosts()).some((p) => p.id === post.id)).toBe(false);
  });
});
