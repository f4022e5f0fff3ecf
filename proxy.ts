// Cheap checks on every request, in order; the first refusal answers. No database, and a body only where
// Next would parse it before our code: routes still authorise and validate next to their data
// (decision 011). Add a check as one more named function.
import { NextResponse, type NextRequest } from "next/server";
import { jsonError } from "@/lib/http/errors";
import { SESSION_COOKIE } from "@/lib/auth/cookie-name";
import { SESSION_ENDED_PARAM, hasSessionCookie, partnerRedirect } from "@/lib/auth/partner-redirects";
import {
  MISSING_CONTENT_CACHE,
  MISSING_CONTENT_PREFIX,
  missingContent,
  missingContentPage,
} from "@/lib/http/missing-content";
import { SHARED_LINK_PREFIX, sharedLinkTarget } from "@/lib/http/shared-links";
import { consoleRedirect } from "@/lib/staff/console-redirects";
import {
  crossSiteWrite,
  isApiPath,
  malformedUrl,
  unreadableFormPost,
  type Refusal,
  type RequestCheck,
} from "@/lib/http/request-checks";

const checks: RequestCheck[] = [malformedUrl, crossSiteWrite, unreadableFormPost];

export async function proxy(request: NextRequest) {
  for (const check of checks) {
    const refusal = await check(request);
    if (refusal) return refuse(request, refusal);
  }
  // A server action answers for itself: it authenticates its caller, and its refusal ("Your session has
  // ended") keeps the form's text. Sent to a sign-in screen instead, its fetch got a page where it expected
  // its answer, and the form was lost (console review 2026-11-30). The redirects are for what a browser shows.
  if (serverAction(request)) return NextResponse.next();
  if (openRead(request)) return readableFromAnyOrigin();
  const consoleTarget = consoleRedirect(request.nextUrl.pathname, request.headers.get("cookie"));
  if (consoleTarget) return NextResponse.redirect(new URL(consoleTarget, request.url), 307);
  const shared = sharedLink(request);
  if (shared) return shared;
  const missing = await unknownContent(request);
  if (missing) return missing;
  return partnerArea(request);
}

/**
 * The public reads a web page on any site may make (decision 840): the offers feed and one offer, posts,
 * services and the API's document. They answer the same to everyone and carry no credentials, so any origin
 * may read them; writes stay refused across sites (crossSiteWrite), and nothing else is opened.
 */
const OPEN_READS = /^\/api\/(v1\/offers(\/[^/]+)?|blog(\/[^/]+)?|dynamics(\/[^/]+)?|openapi\.json)$/;

function openRead(request: NextRequest): boolean {
  return ["GET", "HEAD", "OPTIONS"].includes(request.method) && OPEN_READS.test(request.nextUrl.pathname);
}

/** The route answers; these headers go with its answer (and with its OPTIONS, the browser's preflight). */
function readableFromAnyOrigin(): NextResponse {
  const response = NextResponse.next();
  response.headers.set("Access-Control-Allow-Origin", "*");
  response.headers.set("Access-Control-Allow-Methods", "GET, HEAD");
  response.headers.set("Access-Control-Allow-Headers", "If-None-Match");
  response.headers.set("Access-Control-Expose-Headers", "ETag, Retry-After, Deprecation");
  response.headers.set("Access-Control-Max-Age", "86400");
  return response;
}

/** A server action called by the page's script (a form without JavaScript posts no such header). */
function serverAction(request: NextRequest): boolean {
  return request.method === "POST" && request.headers.has("next-action");
}

/**
 * An unknown post or service gets its static not-found screen with 404, rather than the page's own
 * notFound(), whose HTML Next leaves empty on demand (lib/http/missing-content.ts). The screens
 * themselves are not addresses: asked for directly, they are the not-found page.
 */
async function unknownContent(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(MISSING_CONTENT_PREFIX)) return NextResponse.rewrite(new URL("/_not-found", request.url));
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const kind = await missingContent(pathname);
  if (!kind) return null;
  const response = NextResponse.rewrite(new URL(missingContentPage(kind), request.url), { status: 404 });
  // The screen itself is static, cacheable for a year; this answer is not: the post may be scheduled
  // and go live any minute (issue 51, S12).
  response.headers.set("Cache-Control", MISSING_CONTENT_CACHE);
  return response;
}

/**
 * A calculator link with its inputs (or /BlogPage?tag=) is served by the page's server-rendered twin, so
 * its first paint shows the link's own figures; the address in the browser stays the one that was shared.
 * The twins are reachable only this way (decision 312).
 */
function sharedLink(request: NextRequest): NextResponse | null {
  const { pathname, searchParams, search } = request.nextUrl;
  if (pathname.startsWith(SHARED_LINK_PREFIX)) return NextResponse.rewrite(new URL("/_not-found", request.url));
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const target = sharedLinkTarget(pathname, searchParams);
  return target ? NextResponse.rewrite(new URL(`${target}${search}`, request.url)) : null;
}

/**
 * Spec 2's fast path, on the cookie's presence only (pages check the session itself): /dashboard
 * without it goes to /NewSignIn, the sign-in screens with it go to /dashboard. A cookie that no
 * longer opens a session is dropped when /dashboard sends its holder to /NewSignIn?session=ended.
 */
function partnerArea(request: NextRequest): NextResponse {
  const hasCookie = hasSessionCookie(request.headers.get("cookie"));
  const target = partnerRedirect(request.nextUrl, hasCookie);
  if (target) return NextResponse.redirect(new URL(target, request.url), target.startsWith("/NewSignUp") ? 308 : 307);
  const response = NextResponse.next();
  if (hasCookie && request.nextUrl.searchParams.has(SESSION_ENDED_PARAM)) response.cookies.delete(SESSION_COOKIE);
  return response;
}

/** The API answers in its JSON error shape; a page URL that cannot name anything gets the not-found page. */
function refuse(request: NextRequest, refusal: Refusal): Response {
  if (isApiPath(request.nextUrl.pathname)) return jsonError(refusal.status, refusal.code, refusal.message);
  if (refusal.notFoundPage) return NextResponse.rewrite(new URL("/_not-found", request.url));
  return new Response(refusal.message, {
    status: refusal.status,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/**
 * Build output and optimised images never reach a route. The static pages that read no query and hold no
 * form (PROXY_FREE_PAGES) are served straight from the cache: none of the checks above applies to a plain
 * read of them, and skipping the proxy is about 30% more of them per second here and no function call per
 * view on Vercel (decision 314). They still come here whenever a check could apply: a browser write (which
 * always carries Origin), any body, a server action, a cross-site fetch, or /BlogPage?tag= (a shared link).
 * Next reads this object statically, so the page list is written out; proxy.test.ts keeps it in step.
 */
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|(?:privacyPolicy|Privacypolicy|partnerPrice|dynamics|calculator|BlogPage)?$).*)",
    {
      source: "/:page(privacyPolicy|Privacypolicy|partnerPrice|dynamics|calculator|BlogPage)?",
      has: [{ type: "header", key: "origin" }],
    },
    {
      source: "/:page(privacyPolicy|Privacypolicy|partnerPrice|dynamics|calculator|BlogPage)?",
      has: [{ type: "header", key: "content-type" }],
    },
    {
      source: "/:page(privacyPolicy|Privacypolicy|partnerPrice|dynamics|calculator|BlogPage)?",
      has: [{ type: "header", key: "next-action" }],
    },
    {
      source: "/:page(privacyPolicy|Privacypolicy|partnerPrice|dynamics|calculator|BlogPage)?",
      has: [{ type: "header", key: "sec-fetch-site", value: "cross-site" }],
    },
    { source: "/BlogPage", has: [{ type: "query", key: "tag" }] },
  ],
};
