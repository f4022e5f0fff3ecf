// Cheap checks proxy.ts runs before any route (decision 011). Each looks at the request alone (no
// database; a body only where Next itself would parse it first) and names a refusal; proxy.ts turns it
// into JSON for /api and, for pages, the not-found page or plain text.
import { AppError } from "@/lib/errors";
import { hasControlCharacters } from "@/lib/validations/text";
import type { ApiErrorCode } from "./errors";

export type Refusal = { status: 400 | 403; code: ApiErrorCode; message: string; notFoundPage?: boolean };
export type RequestCheck = (request: Request) => Refusal | null | Promise<Refusal | null>;

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** A URL that cannot name anything: pages answer it with the not-found page. */
const badUrl: Refusal = { status: 400, code: "bad_request", message: "The URL is not valid.", notFoundPage: true };

/**
 * Every path segment must be valid percent-encoded UTF-8 without control characters: Next decodes
 * dynamic segments itself and answers a bare 500 when it cannot, and NUL would reach a query. The
 * query may keep line breaks and tabs, nothing else below U+0020.
 */
export const malformedUrl: RequestCheck = (request) => {
  const url = new URL(request.url);
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return badUrl;
    }
    if (hasControlCharacters(decoded)) return badUrl;
  }
  if (url.search) {
    for (const [key, value] of url.searchParams) {
      if (hasControlCharacters(key + value, { multiline: true })) return badUrl;
    }
  }
  return null;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host the browser addressed, as Next's own server-action check reads it. */
function requestHost(headers: Headers): string | null {
  return headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A browser writes to this site only from this site. A cross-site (or opaque 'null') Origin, or
 * Sec-Fetch-Site: cross-site, on a POST/PUT/PATCH/DELETE is refused here; Next would otherwise
 * throw on such a server-action post and answer 500. Requests without either header (the mobile
 * apps, curl) carry no browser's cookies and pass.
 */
export const crossSiteWrite: RequestCheck = (request) => {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("origin");
  const refused: Refusal = { status: 403, code: "forbidden", message: "Cross-site requests are not accepted." };
  if (origin !== null) {
    const host = requestHost(request.headers);
    return host && originHost(origin) === host ? null : refused;
  }
  return request.headers.get("sec-fetch-site") === "cross-site" ? refused : null;
};

/**
 * A console export is a GET that writes an audit entry: a link on another site, followed with the staff
 * member's cookie, would download it and leave that entry behind (security review, 2026-11-30). A browser
 * says where the request came from; a cross-site one is refused before anything is read or written.
 */
export function refuseCrossSiteExport(request: Request): void {
  if (request.headers.get("sec-fetch-site") === "cross-site")
    throw new AppError("forbidden", "Open the export from the console.");
}

/**
 * Next reads a multipart POST to a page as a possible server action and parses the whole body before
 * any of our code runs; a body that is not valid multipart is a 500 there. The same parser (undici's)
 * reads it here first. Next's own test is case-sensitive, and so is this one.
 */
export const unreadableFormPost: RequestCheck = async (request) => {
  if (request.method !== "POST" || !request.headers.get("content-type")?.startsWith("multipart/form-data")) return null;
  if (isApiPath(new URL(request.url).pathname)) return null;
  try {
    await request.clone().formData();
    return null;
  } catch {
    return { status: 400, code: "bad_request", message: "The form data could not be read." };
  }
};
