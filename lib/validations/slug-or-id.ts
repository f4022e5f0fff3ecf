// The one parser for a slug or id taken from a URL (/blog/{slug}, /dynamics/{id}, /api/...). Slugs are
// slugify() output and ids are cuids or seed ids, so anything else names no row: it is refused before
// any query or cache lookup (decision 011). API routes answer 400, pages the not-found page.

/**
 * Letters (any script's, with their combining signs: decision 620), digits, '-' and '_', starting with a
 * letter or digit; long enough for any slug we make.
 */
const SLUG_OR_ID = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}_-]{0,254}$/u;

export function parseSlugOrId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  // A page's params may arrive still percent-encoded (a slug in another script): read them decoded.
  let key = value;
  if (value.includes("%")) {
    try {
      key = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return SLUG_OR_ID.test(key) ? key : null;
}
