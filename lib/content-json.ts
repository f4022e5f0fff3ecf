import type { PublicBlogPost } from "@/lib/data/blog";
import type { PublicService } from "@/lib/data/services";
import { getEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/model/site-url";

// The public API's JSON for posts and services: what app/api/blog and app/api/dynamics answer, and what
// the OpenAPI document (lib/openapi) describes. Images are absolute, as every URL the API answers
// (decision 823): the site keeps its own as paths.

const absolute = (images: string[]) => images.map((image) => absoluteUrl(image, getEnv().APP_URL));

/** Spec section 7's post shape (`_id`, `image[]`, `tag[]`), plus the slug and dates. */
export function toApiBlogPost(post: PublicBlogPost) {
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    image: absolute(post.images),
    tag: post.tags,
    publishedAt: post.publishedAt,
    // Its last change as a reader sees it: going live by schedule is one (standards review S5).
    updatedAt: post.modifiedAt,
  };
}

/** Spec section 7's service shape. */
export function toApiService(service: PublicService) {
  return {
    _id: service.id,
    title: service.title,
    tagLine: service.tagLine,
    description: service.description,
    images: absolute(service.images),
    whyWeBuilt: service.whyWeBuilt,
    howItWorks: service.howItWorks,
    highlights: service.highlights,
    benefits: service.benefits,
    languageStyle: service.languageStyle,
    updatedAt: service.modifiedAt,
  };
}

/** Public content: shared caches may keep it briefly and serve it stale while they refresh. */
export const PUBLIC_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
};
