import "server-only";
import type { JWT } from "next-auth/jwt";
import { readPartnerSession, touchPartnerSession } from "@/lib/data/partner-sessions";
import { AppError } from "@/lib/errors";
import { SESSION_ENDED_MESSAGE, NOT_SIGNED_IN_MESSAGE, notApprovedMessage } from "./messages";

/** An authenticated, approved partner, as every private page, action and route sees them. */
export type PartnerSession = {
  partnerId: string;
  /** The device session (PartnerSession row) this request's token belongs to. */
  sessionId: string;
  /** The device label of that session, for a session opened again in its place (password change). */
  device: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  /** Set when the caller is the partner's API key rather than a signed-in device (decision 557). */
  apiKeyId?: string;
};

/** "Last used" is kept to within this much: one write per session every few minutes, not per request. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

/**
 * Turns decoded claims into a session, checking the database on every use: the token's device session
 * must exist, belong to the partner and not have expired (logout deletes it; sign out of all devices,
 * a password change or reset and a rejection delete them all), and the account must be approved. The
 * two rows are primary-key lookups read in one statement. Throws AppError 401 or 403.
 */
export async function resolveSession(claims: JWT | null, now = new Date()): Promise<PartnerSession> {
  return (await resolveSessionWith(claims, now)).session;
}

/**
 * resolveSession, also answering `also` (an SQL expression over the partner's id, see readPartnerSession)
 * read in the same statement, for a read that would otherwise be a second round trip (decision 814).
 */
export async function resolveSessionWith(
  claims: JWT | null,
  now = new Date(),
  also?: string,
): Promise<{ session: PartnerSession; also: string | null }> {
  if (!claims || typeof claims.sub !== "string" || typeof claims.sid !== "string") {
    throw new AppError("unauthorized", claims ? SESSION_ENDED_MESSAGE : NOT_SIGNED_IN_MESSAGE);
  }
  const { state, session, also: extra } = await readPartnerSession(claims.sub, claims.sid, now, also);
  if (!state || !session || session.partnerId !== state.id || session.expiresAt <= now)
    throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  if (state.status !== "APPROVED") throw new AppError("forbidden", notApprovedMessage(state));
  const staleBefore = new Date(now.getTime() - SESSION_TOUCH_MS);
  if (session.lastUsedAt < staleBefore) await touchPartnerSession(claims.sid, now, staleBefore);
  return {
    session: {
      partnerId: state.id,
      sessionId: claims.sid,
      device: session.device,
      email: state.email,
      firstName: state.firstName,
      lastName: state.lastName,
      fullName: `${state.firstName} ${state.lastName}`.trim(),
    },
    also: extra,
  };
}
