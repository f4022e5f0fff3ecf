import "server-only";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { siteConfig } from "@/config/site";
import { bearerChallenge } from "@/lib/http/errors";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isApiKeyToken } from "@/lib/data/partner-api-keys";
import { NOT_SIGNED_IN_MESSAGE, SESSION_ENDED_MESSAGE } from "./messages";
import { API_KEY_SCOPE_MESSAGE } from "./partner-api-key";
import { resolveSessionWith, type PartnerSession } from "./session";
import { SESSION_COOKIE } from "./cookie-name";
import { decodeSessionToken } from "./session-token";

// The one cookie-or-Bearer authenticator of the JSON API (SECURITY rows 8-10), for partners here and
// for staff in lib/staff/authenticate.ts: the audience's cookie or, without it, `Authorization: Bearer`
// carrying the same token; 401 with a challenge, 403 for a cross-site write riding on the cookie.

export type Via = "cookie" | "bearer";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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

export type Audience<S> = {
  cookie: string;
  realm: string;
  /** Decodes and checks a token against the database; null claims mean the token is no good. */
  resolve: (token: string) => Promise<S>;
};

export async function authenticate<S>(
  request: Request,
  { cookie, realm, resolve }: Audience<S>,
): Promise<{ session: S; via: Via }> {
  const header = (request.headers.get("authorization") ?? "").trim();
  // A Bearer header is the client's explicit credential: it decides, whatever cookie comes with it, and
  // an invalid one, or one with no token or more than one, is refused (RFC 6750 invalid_token) rather than
  // quietly replaced by the cookie. Another scheme (a proxy's Basic credential) is not ours: ignored.
  const bearer = /^Bearer(?:\s|$)/i.test(header) ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null) : undefined;
  if (bearer === null)
    throw new AppError("unauthorized", 'The Authorization header must be "Bearer" and one token.', {
      challenge: bearerChallenge(true, realm),
    });
  // Parsed only when there is no Bearer token to decide.
  const token = bearer ?? new NextRequest(request.url, { headers: request.headers }).cookies.get(cookie)?.value;
  if (!token) throw new AppError("unauthorized", NOT_SIGNED_IN_MESSAGE, { challenge: bearerChallenge(false, realm) });
  // A partner API key reaches only the routes of its scope, which take it before this (decision 557).
  if (bearer && isApiKeyToken(bearer)) throw new AppError("forbidden", API_KEY_SCOPE_MESSAGE);
  const via: Via = bearer ? "bearer" : "cookie";
  if (via === "cookie" && !SAFE_METHODS.has(request.method) && isCrossSite(request))
    throw new AppError("forbidden", "Cross-site requests are not allowed.");
  try {
    return { session: await resolve(token), via };
  } catch (error) {
    if (error instanceof AppError && error.status === 401)
      throw new AppError("unauthorized", error.message, { challenge: bearerChallenge(true, realm) });
    throw error;
  }
}

const partnerSessionOf = async (token: string, also?: string) => {
  const claims = await decodeSessionToken(token);
  if (!claims) throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  return resolveSessionWith(claims, new Date(), also);
};

export const partnerAudience: Audience<PartnerSession> = {
  cookie: SESSION_COOKIE,
  realm: siteConfig.name,
  resolve: async (token) => (await partnerSessionOf(token)).session,
};

/**
 * The partner audience, answering with the session `also`: an SQL expression over the partner's id read
 * in the session's own statement (lib/data/partner-sessions.ts), for a hot read (decision 814).
 */
export function partnerAudienceWith(also: string): Audience<{ session: PartnerSession; also: string | null }> {
  return { ...partnerAudience, resolve: (token) => partnerSessionOf(token, also) };
}

export type CurrentSession<S> = { ok: true; session: S } | { ok: false; error: AppError };

/**
 * Server components and actions: the audience's session from this request's cookie, with the API's
 * checks. Never throws for a missing or bad session: pages decide whether to redirect.
 */
export async function sessionFromCookies<S>(audience: Audience<S>): Promise<CurrentSession<S>> {
  const token = (await cookies()).get(audience.cookie)?.value;
  if (!token) return { ok: false, error: new AppError("unauthorized", NOT_SIGNED_IN_MESSAGE) };
  try {
    return { ok: true, session: await audience.resolve(token) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
