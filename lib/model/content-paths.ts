/** Where a post or a service lives on the site; ids and slugs are encoded, so any stored value is safe in a URL. */
export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function servicePath(id: string): string {
  return `/dynamics/${encodeURIComponent(id)}`;
}

/**
 * The share image (app/share-image) of the page at `pagePath` (`/EMICalculator`, `/blog/{slug}`). A post's
 * or service's carries the time it last changed, so an edit gives its image a new address and caches may
 * keep each address for long.
 */
export function shareImagePath(pagePath: string, modifiedAt?: string): string {
  const version = modifiedAt ? `?v=${Date.parse(modifiedAt).toString(36)}` : "";
  return `/share-image${pagePath}${version}`;
}
