// Unknown posts and services answered before the page renders (decision 010). A page that
// calls notFound() while Next renders it on demand sends a 404 whose HTML body is empty: the not-found
// text is only in the flight data, so without JavaScript the visitor sees a blank page (Next's behaviour
// for dynamic and on-demand ISR routes, vercel/next.js#95613). The proxy asks the database first and
// rewrites a miss, with status 404, to a static page holding the spec's text for a post or a service
// (app/(marketing)/missing/*), prerendered whole like every static page.

export type MissingContent = "post" | "service";

/** Where the static not-found screens live; never linked, and the not-found page when asked for directly. */
export const MISSING_CONTENT_PREFIX = "/missing/";

export const missingContentPage = (kind: MissingContent) => `${MISSING_CONTENT_PREFIX}${kind}`;

/** A miss may be a post scheduled for a minute from now: shared caches keep it no longer than that. */
export const MISSING_CONTENT_CACHE = "public, max-age=0, s-maxage=60";

type ContentRoute = { kind: MissingContent; pattern: RegExp; exists: (key: string) => Promise<boolean> };

// The data modules are loaded on the first post or service request, not with every proxied request.
const ROUTES: ContentRoute[] = [
  {
    kind: "post",
    pattern: /^\/blog\/([^/]+)$/,
    exists: async (key) => (await import("@/lib/data/blog")).isPublishedBlogSlug(key),
  },
  {
    kind: "service",
    pattern: /^\/dynamics\/([^/]+)$/,
    exists: async (key) => (await import("@/lib/data/services")).isPublishedServiceId(key),
  },
];

/**
 * Keys found published are trusted for a minute, so a popular post costs no query per view; a key not
 * found is asked again every time, so a post published a moment ago shows at once. Unpublishing takes
 * up to a minute to reach this check; meanwhile the page's own notFound() still answers 404.
 */
const KNOWN_FOR_MS = 60_000;
/** Only published keys are remembered, so this bounds nothing a stranger can grow; a cap all the same. */
const MAX_KNOWN = 10_000;
const known = new Map<string, number>();

/**
 * The kind of content `pathname` asks for when that content does not exist, else null (not such a
 * path, or it exists, or the check failed: then the page answers for itself, its error page included).
 */
export async function missingContent(pathname: string, now = Date.now()): Promise<MissingContent | null> {
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    // The path is percent-encoded; a slug in another script (decision 620) is looked up as Next hands it to
    // the page, decoded. A malformed encoding never gets here (lib/http/request-checks.ts).
    let key: string;
    try {
      key = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const id = `${route.kind}:${key}`;
    if ((known.get(id) ?? 0) > now) return null;
    try {
      if (!(await route.exists(key))) return route.kind;
    } catch {
      return null;
    }
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(id, now + KNOWN_FOR_MS);
    return null;
  }
  return null;
}
