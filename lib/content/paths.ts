/** Where a post or a service lives on the site; ids and slugs are encoded, so any stored value is safe in a URL. */
export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function servicePath(id: string): string {
  return `/dynamics/${encodeURIComponent(id)}`;
}
