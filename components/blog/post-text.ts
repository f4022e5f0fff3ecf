// Text helpers for blog posts, shared by server pages and the client-side tag filter.

/** Descriptions separate paragraphs with the two characters backslash-n (and sometimes real newlines). */
export function descriptionLines(description: string): string[] {
  return description
    .split(/\\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** One-line text for cards and meta descriptions, cut at a word boundary. */
export function excerpt(description: string, maxLength = 320): string {
  const flat = descriptionLines(description).join(" ").replace(/\s+/g, " ");
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), maxLength - 40)).trimEnd()}…`;
}

export const DEFAULT_TAG = "General";

export function primaryTag(tags: readonly string[]): string {
  return tags[0] ?? DEFAULT_TAG;
}

/** Tag filter: a post matches when its tags include the tag, ignoring case. */
export function hasTag(tags: readonly string[], tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return tags.some((t) => t.toLowerCase() === wanted);
}

/**
 * The posts a list can open with as its featured card: the first of all posts, and the first of each tag's
 * (the filter shows a tag's posts in order). Only these need the featured card's markup sent to the page.
 */
export function featuredSlugs(posts: readonly { slug: string; tags: readonly string[] }[]): Set<string> {
  const slugs = new Set(posts.slice(0, 1).map((post) => post.slug));
  for (const tag of tagsInUse(posts)) {
    const first = posts.find((post) => hasTag(post.tags, tag));
    if (first) slugs.add(first.slug);
  }
  return slugs;
}

/** Every tag in use, most used first, then alphabetical. */
export function tagsInUse(posts: readonly { tags: readonly string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}
