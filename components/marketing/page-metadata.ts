import type { Metadata } from "next";
import { openGraphLocale, siteConfig } from "@/config/site";
import { imageAlt } from "@/lib/model/image-alt";
import { OG_SIZE } from "./og-parts";

/**
 * A post's or a service's first image for Open Graph, with its alt text: only a raster image (X,
 * Facebook, LinkedIn and WhatsApp show no SVG, issue 51 S2); its size is not known here, so it has none.
 */
export function contentPhoto(record: {
  title: string;
  images: readonly string[];
  imageAlts: readonly string[];
}): { url: string; alt: string } | undefined {
  const url = record.images[0];
  if (!url || /\.svg(?:[?#]|$)/i.test(url)) return undefined;
  return { url, alt: imageAlt(record, 0) };
}

/** The site's default share image (app/opengraph-image.tsx). */
const DEFAULT_IMAGE = { url: "/opengraph-image", alt: `${siteConfig.name} – Transform your money habits` };

type PageMetadataInput = {
  title: string | { absolute: string };
  description: string;
  /** The page's canonical path. */
  path: string;
  ogTitle?: string;
  /** The page's raster share image (app/share-image), 1200x630 PNG; the site's default when left out. */
  image?: { url: string; alt: string };
  /**
   * A post's or a service's own first image, after the share image, with its alt text (decision 626);
   * see `contentPhoto`.
   */
  photo?: { url: string; alt: string };
  /** A post: Open Graph's article type with its dates and tags. */
  article?: { publishedTime?: string; modifiedTime: string; tags: readonly string[] };
};

/**
 * A page's title, description, canonical URL and its whole Open Graph description. A page's `openGraph`
 * replaces its parent's whole (Next merges metadata one level deep), so every public page builds it here
 * and none loses the site's name, locale, type or image (issue 51, S4). The image is always a PNG with
 * its size: X, Facebook, LinkedIn and WhatsApp show no SVG (S2). Twitter's card takes the same title,
 * description and image from these (Next fills them in).
 */
export function pageMetadata({
  title,
  description,
  path,
  ogTitle,
  image,
  photo,
  article,
}: PageMetadataInput): Metadata {
  const plainTitle = typeof title === "string" ? `${title} | ${siteConfig.name}` : title.absolute;
  const shown = image ?? DEFAULT_IMAGE;
  const common = {
    title: ogTitle ?? plainTitle,
    description,
    url: path,
    siteName: siteConfig.name,
    locale: openGraphLocale,
    images: [{ url: shown.url, ...OG_SIZE, type: "image/png", alt: shown.alt }, ...(photo ? [photo] : [])],
  };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: article
      ? {
          ...common,
          type: "article",
          publishedTime: article.publishedTime,
          modifiedTime: article.modifiedTime,
          tags: [...article.tags],
        }
      : { ...common, type: "website" },
  };
}
