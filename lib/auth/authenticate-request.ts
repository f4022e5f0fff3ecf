import "server-only";
import { getToken } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { siteConfig } from "@/config/site";
import { getAuthSecret, getEnv } from "@/lib/env";
import { AuthError, SESSION_ENDED_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "./errors";
import { resolveSession, type PartnerSession } from "./session";
import { SESSION_COOKIE } from "./session-token";

export type RequestAuth = { session: PartnerSession; via: "cookie" | "bearer" };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** RFC 6750: a challenge on every 401; `invalid_token` when a token was sent but is no good. */
export function bearerChallenge(tokenSent: boolean): string {
  const realm = `Bearer realm="${siteConfig.name}"`;
  return tokenSent ? `${realm}, error="invalid_token"` : realm;
}

/**
 * A browser sends Sec-Fetch-Site, or at least Origin, on a cross-site POST; a non-browser client sends
 * neither and cannot carry someone else's cookie anyway.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin !== new URL(getEnv().APP_URL).origin && origin !== new URL(request.url).origin;
}

/**
 * Authenticates a route handler's request from the authToken cookie or, without it, an
 * `Authorization: Bearer` header carrying the same token. Throws AuthError: 401 for a missing, expired,
 * tampered, unsigned or revoked token, 403 for an unapproved partner or a cross-site state change
 * riding on the cookie.
 */
export async function authenticateRequest(request: Request): Promise<RequestAuth> {
  // A bodiless copy: next-auth reads `.cookies` and `.headers`; the caller's body stays unread.
  const copy = new NextRequest(request.url, { headers: request.headers });
  const cookie = copy.cookies.get(SESSION_COOKIE)?.value;
  const bearer = /^Bearer\s+\S/i.test(request.headers.get("authorization") ?? "");
  if (!cookie && !bearer)
    throw new AuthError("unauthorized", NOT_SIGNED_IN_MESSAGE, { challenge: bearerChallenge(false) });
  const via = cookie ? "cookie" : "bearer";
  if (via === "cookie" && !SAFE_METHODS.has(request.method) && isCrossSite(request)) {
    throw new AuthError("forbidden", "Cross-site requests are not allowed.");
  }
  const claims = await getToken({ req: copy, cookieName: SESSION_COOKIE, secret: getAuthSecret() });
  if (!claims) throw new AuthError("unauthorized", SESSION_ENDED_MESSAGE, { challenge: bearerChallenge(true) });
  try {
    return { session: await resolveSession(claims), via };
  } catch (error) {
    if (error instanceof AuthError && error.status === 401) {
      throw new AuthError("unauthorized", error.message, { challenge: bearerChallenge(true) });
    }
    throw error;
  }
}
