import { slugify } from "@/lib/model/slug";
import { blogPosts } from "../../prisma/seed-data/blog-posts";
import { services } from "../../prisma/seed-data/services";

// The public content the demo seed writes (prisma/seed.ts). Console tests publish posts and services of
// their own meanwhile (decision 707): public lists are checked for these, in their order, not by length.

/** The seeded blog posts, newest first, as the site links them. */
export const seededPosts = [...blogPosts].reverse().map((post) => ({
  title: post.title,
  tags: post.tags,
  path: `/blog/${slugify(post.title)}`,
}));

/** The seeded services in their set order, with the ids the seed gives them. */
export const seededServices = services.map((service, i) => {
  const id = `seed-service-${String(i + 1).padStart(2, "0")}`;
  return { id, title: service.title, path: `/dynamics/${id}` };
});

const seededPaths = new Set([...seededPosts, ...seededServices].map((item) => item.path));

export const isSeeded = (path: string) => seededPaths.has(path);

/**
 * A newest-first list from its first seeded entry on. Whatever a console test published is newer than
 * the seed, so it may only come before that; anything after it must be seeded, in order.
 */
export function fromFirstSeeded(paths: string[]): string[] {
  const first = paths.findIndex(isSeeded);
  return first < 0 ? paths : paths.slice(first);
}
