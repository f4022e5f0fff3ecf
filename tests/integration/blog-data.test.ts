import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { slugify } from "@/lib/content/slug";
import { db } from "@/lib/db";

// Next's data cache, in memory: entries are kept until their tag is revalidated, as in production,
// so these tests can tell "served from the cache" from "read again after a write".
const cache = vi.hoisted(() => {
  const entries = new Map<string, { tags: string[]; value: unknown }>();
  const revalidated: [string, unknown][] = [];
  return {
    entries,
    revalidated,
    unstable_cache:
      <A extends unknown[], R>(
        fn: (...args: A) => Promise<R>,
        keys: string[] = [],
        options: { tags?: string[] } = {},
      ) =>
      async (...args: A): Promise<R> => {
        const key = JSON.stringify([keys, args]);
        const hit = entries.get(key);
        if (hit) return structuredClone(hit.value) as R;
        const value = await fn(...args);
        entries.set(key, { tags: options.tags ?? [], value: structuredClone(value) });
        return value;
      },
    revalidateTag: (tag: string, profile: unknown) => {
      revalidated.push([tag, profile]);
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
  };
});
vi.mock("next/cache", () => ({ unstable_cache: cache.unstable_cache, revalidateTag: cache.revalidateTag }));

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

  it("look slugs up in the one cached list: 200 unknown slugs add no cache entry", async () => {
    await listPublishedBlogPosts();
    const entries = cache.entries.size;
    for (let i = 0; i < 200; i++) expect(await getPublishedBlogPost(`no-such-post-${unique()}-${i}`)).toBeNull();
    expect(cache.entries.size).toBe(entries);
  });

  it("answer null for a slug no post can have, before any query (NUL would be a database error)", async () => {
    for (const slug of ["a\u0000b", "%ff", "\ufffd", "../x", "", "post\n", "x".repeat(300)]) {
      expect(await getPublishedBlogPost(slug)).toBeNull();
    }
  });

  it("find a post the cached list does not hold yet (another instance wrote it), without caching it", async () => {
    await listPublishedBlogPosts();
    const entries = cache.entries.size;
    const row = await db.blogPost.create({
      data: {
        slug: `elsewhere-${unique()}`,
        title: "Written elsewhere",
        description: "x",
        published: true,
        publishedAt: new Date(),
      },
    });
    expect((await listPublishedBlogPosts()).some((p) => p.slug === row.slug)).toBe(false);
    expect(await getPublishedBlogPost(row.slug)).toMatchObject({ id: row.id, title: "Written elsewhere" });
    expect(cache.entries.size).toBe(entries);
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
    const before = await listPublishedBlogPosts();
    // A row written behind the data layer's back is not seen: the list really is served from the cache.
    const sneaky = await db.blogPost.create({
      data: { slug: `sneaky-${unique()}`, title: "Sneaky", description: "x", published: true, publishedAt: new Date() },
    });
    expect((await listPublishedBlogPosts()).map((p) => p.slug)).toEqual(before.map((p) => p.slug));

    const draft = await createBlogPost({
      title: `Fresh News ${unique()}`,
      description: "Line one\\nLine two",
      tags: ["Product Updates"],
    });
    cache.revalidated.length = 0;
    const published = await publishBlogPost(draft.id);

    expect(cache.revalidated).toEqual([["blog", "max"]]);
    expect(published.publishedAt).not.toBeNull();
    const after = await listPublishedBlogPosts();
    expect(after.map((p) => p.slug)).toEqual(expect.arrayContaining([draft.slug, sneaky.slug]));
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
