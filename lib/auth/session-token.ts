import "server-only";
import { decode, encode, type JWT } from "next-auth/jwt";
import { getAuthSecret, getEnv } from "@/lib/env";

/** The spec's cookie (section 4, `SESSION_COOKIE`): 7 days. The same token is accepted as a Bearer token. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** What a session token carries: the partner and the device session (a PartnerSession row) it belongs to. */
export type SessionClaims = { sub: string; sid: string; email: string; name: string };

export type SessionSubject = { id: string; sessionId: string; email: string; firstName: string; lastName: string };

export function sessionClaims(partner: SessionSubject): SessionClaims {
  return {
    sub: partner.id,
    sid: partner.sessionId,
    email: partner.email,
    name: `${partner.firstName} ${partner.lastName}`.trim(),
  };
}

/**
 * The token next-auth itself would issue (an encrypted JWT under the same secret and lifetime), for the
 * JSON API login and the sign-in server action. Only for a session row just made (./device-sessions.ts).
 */
export function issueSessionToken(partner: SessionSubject, maxAge = SESSION_MAX_AGE_SECONDS): Promise<string> {
  return encode({ token: sessionClaims(partner), secret: getAuthSecret(), maxAge });
}

/** The claims of a valid, unexpired token, or null for anything else (tampered, expired, alg:none, garbage). */
export async function decodeSessionToken(token: string | undefined): Promise<JWT | null> {
  if (!token) return null;
  try {
    return await decode({ token, secret: getAuthSecret() });
  } catch {
    return null;
  }
}

/** Secure follows the public origin: on https always, on http://localhost never (it would be dropped). */
export function isSecureOrigin(): boolean {
  return getEnv().APP_URL.startsWith("https://");
}

/** Every cookie this app sets: HttpOnly, SameSite=Lax, Path=/, Secure on https. */
export type CookieOptions = {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge: number;
};

export function cookieOptions(maxAge = SESSION_MAX_AGE_SECONDS): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: isSecureOrigin(), path: "/", maxAge };
}
