// The site's own URLs, client-safe: the browser passes its own origin, the server `getEnv().APP_URL`.

/** A path on the site at `origin` made absolute (decision 823); an absolute URL stays as it is. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The path (with its query) of a URL on the site at `origin`, written as a path or absolute; null for another site's. */
export function sitePathOf(url: string, origin: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return sameOrigin(parsed, new URL(origin)) ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** One site whatever the spelling: `example.com.` (the fully qualified name) is `example.com`. */
function sameOrigin(a: URL, b: URL): boolean {
  const host = (url: URL) => url.host.replace(/\.(?=:\d+$|$)/, "");
  return a.protocol === b.protocol && host(a) === host(b);
}

/** An upload's answer (absolute, decision 825) as a form stores it: a path on this site, else as it is. */
export function storedImageUrl(answered: string, origin: string): string {
  return sitePathOf(answered, origin) ?? answered;
}
