// Cheap checks on every request, in order; the first refusal answers. No database, and a body only where
// Next would parse it before our code: routes still authorise and validate next to their data
// (decision 011). Add a check as one more named function.
import { NextResponse, type NextRequest } from "next/server";
import { jsonError } from "@/lib/api/errors";
import { crossSiteWrite, isApiPath, malformedUrl, unreadableFormPost, type Refusal, type RequestCheck } from "@/lib/api/request-checks";

const checks: RequestCheck[] = [malformedUrl, crossSiteWrite, unreadableFormPost];

export async function proxy(request: NextRequest) {
  for (const check of checks) {
    const refusal = await check(request);
    if (refusal) return refuse(request, refusal);
  }
  return NextResponse.next();
}

/** The API answers in its JSON error shape; a page URL that cannot name anything gets the not-found page. */
function refuse(request: NextRequest, refusal: Refusal): Response {
  if (isApiPath(request.nextUrl.pathname)) return jsonError(refusal.status, refusal.code, refusal.message);
  if (refusal.notFoundPage) return NextResponse.rewrite(new URL("/_not-found", request.url));
  return new Response(refusal.message, { status: refusal.status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export const config = {
  // Build output and optimised images never reach a route.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
