// The one parser for a slug or id taken from a URL (/blog/{slug}, /dynamics/{id}, /api/...). Slugs are
// slugify() output and ids are cuids or seed ids, so anything else names no row: it is refused before
// any query or cache lookup (decision 011). API routes answer 400, pages the not-found page.

/** Letters, digits, '-' and '_', starting with a letter or digit; long enough for any slug we make. */
const SLUG_OR_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,254}$/;

export function parseSlugOrId(value: unknown): string | null {
  return typeof value === "string" && SLUG_OR_ID.test(value) ? value : null;
}
