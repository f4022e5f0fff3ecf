import { siteConfig } from "@/config/site";
import { blogPostPath } from "@/lib/content/paths";
import type { PublicBlogPost } from "@/lib/data/blog";
import { excerpt } from "./post-text";

/** Absolute URL for JSON-LD: site paths are resolved against the app's own origin. */
function absolute(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

export function articleJsonLd(post: PublicBlogPost, origin: string) {
  const url = absolute(blogPostPath(post.slug), origin);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: excerpt(post.description, 200),
    image: post.images.map((i) => absolute(i, origin)),
    datePublished: post.publishedAt ?? post.updatedAt,
    dateModified: post.updatedAt,
    keywords: post.tags.join(", ") || undefined,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    author: { "@type": "Organization", name: siteConfig.name, url: origin },
    publisher: { "@type": "Organization", name: siteConfig.name, url: origin },
  };
}
