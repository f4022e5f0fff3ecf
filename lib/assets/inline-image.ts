import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { svgDataUrl } from "./svg-data-url";

/** Files up to this size travel inside the page (as bundlers inline small assets: Vite's limit is 4 KB). */
const INLINE_SVG_MAX_BYTES = 8 * 1024;

const PUBLIC_DIR = path.join(process.cwd(), "public");

/** Each file's text as a `data:` URL, or null when it is not one of the site's own SVGs. */
const dataUrls = new Map<string, string | null>();

function dataUrlOf(src: string): string | null {
  const file = path.join(PUBLIC_DIR, src);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  try {
    const svg = readFileSync(file, "utf8");
    return Buffer.byteLength(svg) <= INLINE_SVG_MAX_BYTES ? svgDataUrl(svg) : null;
  } catch {
    // Not in this deployment's files (a serverless function without /public): fetched as before.
    return null;
  }
}

/**
 * The picture a page paints first, as a `data:` URL when it is a small SVG of the site's own (`/public`):
 * it then paints with the HTML, with no request between the page and its largest paint (issue 24,
 * decision 318). Anything else (uploads, remote files, rasters, a missing or large file, a path that leaves
 * `/public`) comes back as it was and is fetched as before, and so does any picture when `first` is false
 * (a card the page shows first takes its `preload` flag here). Only for images shown at once: inlined bytes
 * are sent with every page view and cannot be cached apart from the page.
 */
export function firstPaintImageSrc<T extends string | null | undefined>(src: T, first = true): T | string {
  if (!first || !src || !/^\/[\w/.-]+\.svg$/.test(src)) return src;
  if (!dataUrls.has(src)) dataUrls.set(src, dataUrlOf(src));
  return dataUrls.get(src) ?? src;
}
