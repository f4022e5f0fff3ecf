import type { PublicBlogPost } from "@/lib/data/blog";

/** Spec section 7's post shape (`_id`, `image[]`, `tag[]`), plus the slug and dates. */
export function toApiBlogPost(post: PublicBlogPost) {
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    image: post.images,
    tag: post.tags,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
  };
}

/** Public content: shared caches may keep it briefly and serve it stale while they refresh. */
export const PUBLIC_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
};
