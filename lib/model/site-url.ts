/**
 * The path (with its query) of a URL on the site at `origin`, written as a path or absolute; null for
 * another site's. Client-safe: the browser passes its own origin, the server APP_URL (`sitePathOf` in
 * lib/env.ts).
 */
export function sitePathIn(url: string, origin: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(origin).origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** An upload's answer (absolute, decision 825) as a form stores it: a path on this site, else as it is. */
export function storedImageUrl(answered: string, origin: string): string {
  return sitePathIn(answered, origin) ?? answered;
}
