import { siteConfig } from "@/config/site";
import { blogPostPath, shareImagePath } from "@/lib/model/content-paths";
import type { PublicBlogPost } from "@/lib/data/blog";
import { imageAlt } from "@/lib/model/image-alt";
import { excerpt } from "./post-text";

/** Absolute URL for JSON-LD: site paths are resolved against the app's own origin. */
function absolute(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

/**
 * A post as schema.org's BlogPosting (the Article for blogs). Its first image is the post's raster share
 * image, which every reader of structured data can show; `dateModified` is never before `datePublished`
 * (a scheduled post goes live with no write: `modifiedAt`, issue 51 S5).
 */
export function articleJsonLd(post: PublicBlogPost, origin: string) {
  const path = blogPostPath(post.slug);
  const url = absolute(path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: excerpt(post.description, 200),
    // The share image, then the post's own images with their alt text as each ImageObject's caption.
    image: [
      absolute(shareImagePath(path, post.modifiedAt), origin),
      ...post.images.map((image, i) => ({
        "@type": "ImageObject",
        url: absolute(image, origin),
        caption: imageAlt(post, i),
      })),
    ],
    datePublished: post.publishedAt ?? post.modifiedAt,
    dateModified: post.modifiedAt,
    keywords: post.tags.join(", ") || undefined,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    author: { "@type": "Organization", name: siteConfig.name, url: origin },
    publisher: { "@type": "Organization", name: siteConfig.name, url: origin },
  };
}
