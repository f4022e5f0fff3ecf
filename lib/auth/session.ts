import "server-only";
import type { JWT } from "next-auth/jwt";
import { getPartnerSessionState } from "@/lib/data/partners";
import { AppError } from "@/lib/errors";
import { SESSION_ENDED_MESSAGE, NOT_SIGNED_IN_MESSAGE, notApprovedMessage } from "./messages";

/** An authenticated, approved partner, as every private page, action and route sees them. */
export type PartnerSession = {
  partnerId: string;
  tokenVersion: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
};

/**
 * Turns decoded claims into a session, checking the database on every use: the partner must still
 * exist, the token's version must be current (logout, password change and rejection bump it) and the
 * account must be approved. Throws AppError 401 or 403.
 */
export async function resolveSession(claims: JWT | null): Promise<PartnerSession> {
  if (!claims || typeof claims.sub !== "string" || typeof claims.tv !== "number") {
    throw new AppError("unauthorized", claims ? SESSION_ENDED_MESSAGE : NOT_SIGNED_IN_MESSAGE);
  }
  const state = await getPartnerSessionState(claims.sub);
  if (!state || state.tokenVersion !== claims.tv) throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  if (state.status !== "APPROVED") throw new AppError("forbidden", notApprovedMessage(state));
  return {
    partnerId: state.id,
    tokenVersion: state.tokenVersion,
    email: state.email,
    firstName: state.firstName,
    lastName: state.lastName,
    fullName: `${state.firstName} ${state.lastName}`.trim(),
  };
}
