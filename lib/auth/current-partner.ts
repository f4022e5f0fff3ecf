import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { AuthError, SESSION_ENDED_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "./errors";
import { resolveSession, type PartnerSession } from "./session";
import { SESSION_COOKIE, decodeSessionToken } from "./session-token";

export type CurrentPartner = { ok: true; session: PartnerSession } | { ok: false; error: AuthError };

/**
 * The signed-in partner of this request, from the authToken cookie, checked against the database
 * (approved, token version current). Once per render thanks to `cache()`. Never throws for a missing
 * or bad session: pages decide whether to redirect.
 */
export const getCurrentPartner = cache(async (): Promise<CurrentPartner> => {
  const raw = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!raw) return { ok: false, error: new AuthError("unauthorized", NOT_SIGNED_IN_MESSAGE) };
  const claims = await decodeSessionToken(raw);
  if (!claims) return { ok: false, error: new AuthError("unauthorized", SESSION_ENDED_MESSAGE) };
  try {
    return { ok: true, session: await resolveSession(claims) };
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, error };
    throw error;
  }
});

/**
 * For server components and actions that touch private data: the approved partner, or an AuthError
 * (401 no/ended session, 403 not approved). Pages usually catch it and redirect to /NewSignIn.
 */
export async function requirePartner(): Promise<PartnerSession> {
  const current = await getCurrentPartner();
  if (!current.ok) throw current.error;
  return current.session;
}
