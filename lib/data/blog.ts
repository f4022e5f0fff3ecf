import "server-only";
// Every blog query. Public reads see posts published by now only (decision 206) and go through 'use cache'
// under the 'blog' tag, so the pages stay static; the console's writes (lib/console/content) expire it
// (decisions 201, 708).
import { cacheTag } from "next/cache";
import { cache } from "react";
import { blogPostPath } from "@/lib/model/content-paths";
import { slugify, uniqueSlug } from "@/lib/model/slug";
import { db } from "@/lib/db";
import { keepUntil, lastModified, publicAt, publicationDate, scheduledAfter } from "./publication";
import { failIfSimulatedOutage } from "./simulated-outage";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BlogPostChanges, BlogPostValues } from "@/lib/validations/blog";
import { parseSlugOrId } from "@/lib/validations/slug-or-id";

export const BLOG_CACHE_TAG = "blog";

/** What the public sees. Dates are ISO strings: the data cache stores JSON. */
export type PublicBlogPost = {
  id: string;
  slug: string;
  title: string;
  description: string;
  images: string[];
  /** Alt text per image, in the same order; an empty item: not written yet (decision 626). */
  imageAlts: string[];
  tags: string[];
  publishedAt: string | null;
  updatedAt: string;
  /** The later of `updatedAt` and `publishedAt` (lastModified in ./publication). */
  modifiedAt: string;
};

export type BlogPostRecord = PublicBlogPost & { published: boolean; createdAt: string };

const recordSelect = {
  id: true,
  slug: true,
  title: true,
  description: true,
  images: true,
  imageAlts: true,
  tags: true,
  published: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

function toRecord(row: Prisma.BlogPostGetPayload<{ select: typeof recordSelect }>): BlogPostRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    images: row.images,
    imageAlts: row.imageAlts,
    tags: row.tags,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    modifiedAt: lastModified(row.updatedAt, row.publishedAt).toISOString(),
  };
}

function toPublic({ published: _p, createdAt: _c, ...post }: BlogPostRecord): PublicBlogPost {
  return post;
}

/** The public list, cached until a post is written or the next scheduled one is due. */
async function cachedList(): Promise<PublicBlogPost[]> {
  "use cache";
  cacheTag(BLOG_CACHE_TAG);
  const now = new Date();
  const [rows, next] = await Promise.all([
    db.blogPost.findMany({
      where: publicAt(now),
      orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "asc" }],
      select: recordSelect,
    }),
    db.blogPost.findFirst({
      where: scheduledAfter(now),
      orderBy: { publishedAt: "asc" },
      select: { publishedAt: true },
    }),
  ]);
  keepUntil(next?.publishedAt, now);
  return rows.map((row) => toPublic(toRecord(row)));
}

/** Published posts, newest first. */
export async function listPublishedBlogPosts(): Promise<PublicBlogPost[]> {
  return cachedList();
}

/**
 * One published post by slug, or null. Found in the one cached list, so a slug that names no post adds
 * no cache entry (decision 012). A post the list does not hold yet (written by another instance, or
 * behind the data layer's back) is read directly, uncached; a malformed slug never reaches the database.
 */
export const getPublishedBlogPost = cache(async (slug: string): Promise<PublicBlogPost | null> => {
  const key = parseSlugOrId(slug);
  if (!key) return null;
  failIfSimulatedOutage(key);
  const listed = (await cachedList()).find((post) => post.slug === key);
  if (listed) return listed;
  const row = await db.blogPost.findFirst({ where: { slug: key, ...publicAt(new Date()) }, select: recordSelect });
  return row ? toPublic(toRecord(row)) : null;
});

/**
 * Whether `slug` names a published post, read from the database without the data cache (the proxy's
 * check before an unknown post is rendered, decision 012): no cache entry per slug asked for.
 */
export async function isPublishedBlogSlug(slug: string): Promise<boolean> {
  const key = parseSlugOrId(slug);
  if (!key) return false;
  failIfSimulatedOutage(key);
  return (await db.blogPost.count({ where: { slug: key, ...publicAt(new Date()) } })) > 0;
}

export async function listPublishedBlogSlugs(): Promise<string[]> {
  return (await listPublishedBlogPosts()).map((p) => p.slug);
}

/** For app/sitemap.ts: one entry per published post. */
export async function listBlogSitemapEntries(): Promise<{ path: string; lastModified: Date }[]> {
  return (await listPublishedBlogPosts()).map((p) => ({
    path: blogPostPath(p.slug),
    lastModified: new Date(p.modifiedAt),
  }));
}

// ---------- Writes, for the provider console (lib/console/content), inside its transaction. ----------

type Db = Prisma.TransactionClient;

/** The first free slug for a title: the spec's rule, then -2, -3, ... on collision. */
export async function nextFreeSlug(title: string, client: Db = db): Promise<string> {
  const base = slugify(title) || "post";
  const taken = await client.blogPost.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  return uniqueSlug(base, new Set(taken.map((t) => t.slug)));
}

/**
 * A new post under the first free slug. Two posts with the same title created at once can pick the same
 * slug: the unique index refuses the second (P2002), and the caller runs its transaction again.
 */
export async function insertBlogPost(
  { publishAt, ...values }: BlogPostValues,
  authorId: string | null,
  tx: Db,
): Promise<BlogPostRecord> {
  const row = await tx.blogPost.create({
    data: {
      ...values,
      slug: await nextFreeSlug(values.title, tx),
      publishedAt: publicationDate(values.published, publishAt, null),
      authorId,
    },
    select: recordSelect,
  });
  return toRecord(row);
}

async function setPublished(tx: Db, id: string, published: boolean, publishAt: Date | null | undefined) {
  const current = await tx.blogPost.findUniqueOrThrow({ where: { id }, select: { publishedAt: true } });
  return tx.blogPost.update({
    where: { id },
    data: { published, publishedAt: publicationDate(published, publishAt, current.publishedAt) },
    select: recordSelect,
  });
}

/**
 * Changes content and, when `published` is given, the publication state. The slug stays, so links
 * already shared keep working (decision 202). With `expectedUpdatedAt` (the version the editor saw) a
 * post changed since is not overwritten: Prisma's P2025, as for a deleted one.
 */
export async function updateBlogPost(
  id: string,
  { published, publishAt, ...values }: BlogPostChanges,
  expectedUpdatedAt: string | undefined,
  tx: Db,
): Promise<BlogPostRecord> {
  const where = expectedUpdatedAt ? { id, updatedAt: new Date(expectedUpdatedAt) } : { id };
  // The content (and the version check) first, so a stale save changes nothing at all.
  let row = await tx.blogPost.update({ where, data: values, select: recordSelect });
  if (published !== undefined) row = await setPublished(tx, id, published, publishAt);
  return toRecord(row);
}

export async function deleteBlogPost(id: string, tx: Db): Promise<void> {
  await tx.blogPost.delete({ where: { id } });
}

export async function blogPostExists(id: string): Promise<boolean> {
  return (await db.blogPost.count({ where: { id } })) > 0;
}

/** One post, draft or published, by id: the console's editor. Not cached. */
export async function findBlogPostRecord(id: string): Promise<BlogPostRecord | null> {
  const row = await db.blogPost.findUnique({ where: { id }, select: recordSelect });
  return row && toRecord(row);
}

/** Every post, drafts included, newest first: the console's list. Not cached. */
export async function listAllBlogPosts(): Promise<BlogPostRecord[]> {
  const rows = await db.blogPost.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: recordSelect });
  return rows.map(toRecord);
}
