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

/**
 * Tokens already decrypted, with their claims: a client sends the same token on every request, and
 * decrypting it (key derivation and AES-GCM, next-auth's JWE) was a large share of a cheap API read
 * (decision 814). Only the cryptography is remembered: whether the session still exists is read from the
 * database on every request (./session.ts), so a revoked token is refused at once on every instance. An
 * entry is used only under the same secret and before the token's own expiry; the oldest go first.
 */
const decoded = new Map<string, { secret: string; claims: JWT; expiresAtMs: number }>();
const DECODED_MAX = 2_000;

/** The claims of a valid, unexpired token, or null for anything else (tampered, expired, alg:none, garbage). */
export async function decodeSessionToken(token: string | undefined): Promise<JWT | null> {
  if (!token) return null;
  const secret = getAuthSecret();
  const known = decoded.get(token);
  if (known && known.secret === secret && Date.now() < known.expiresAtMs) return known.claims;
  if (known) decoded.delete(token);
  let claims: JWT | null;
  try {
    claims = await decode({ token, secret });
  } catch {
    return null;
  }
  if (claims && typeof claims.exp === "number") {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(token, { secret, claims, expiresAtMs: claims.exp * 1000 });
  }
  return claims;
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
