import type { Metadata } from "next";
import { siteConfig } from "@/config/site";

/**
 * A page's title, description, canonical URL and Open Graph tags. The Open Graph image is named
 * explicitly because a page's `openGraph` replaces the parent's, file-based image included.
 */
export function pageMetadata({
  title,
  description,
  path,
  ogTitle,
}: {
  title: string | { absolute: string };
  description: string;
  path: string;
  ogTitle?: string;
}): Metadata {
  const plainTitle = typeof title === "string" ? `${title} | ${siteConfig.name}` : title.absolute;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: ogTitle ?? plainTitle,
      description,
      url: path,
      siteName: siteConfig.name,
      locale: "en_IN",
      type: "website",
      images: [
        { url: "/opengraph-image", width: 1200, height: 630, alt: `${siteConfig.name} – Transform your money habits` },
      ],
    },
  };
}
