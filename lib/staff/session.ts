import "server-only";
import { cache } from "react";
import { AppError } from "@/lib/errors";
import { NOT_SIGNED_IN_MESSAGE, SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { requestIp } from "@/lib/auth/client-address";
import { getStaffState } from "@/lib/data/staff";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { can, requiresSecondFactor, type Permission } from "./roles";
import { siteConfig } from "@/config/site";
import { sessionFromCookies, type Audience, type CurrentSession } from "@/lib/auth/authenticate";
import { STAFF_COOKIE, decodeStaffToken, type StaffClaims } from "./session-token";

export const NO_PERMISSION_MESSAGE = "Your role does not allow this.";

/** A signed-in staff member, as every console page, action and staff route sees them. */
export type StaffSession = {
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  tokenVersion: number;
  secondFactor: boolean;
};

/**
 * Claims to a session, checked against the database on every use: the account exists, is not
 * disabled, the token's version is current (sign-out bumps it) and an admin has a second factor.
 */
export async function resolveStaffSession(claims: StaffClaims | null): Promise<StaffSession> {
  if (!claims) throw new AppError("unauthorized", NOT_SIGNED_IN_MESSAGE);
  const state = await getStaffState(claims.sub);
  if (!state || state.disabledAt || state.tokenVersion !== claims.tv)
    throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  if (requiresSecondFactor(state.role) && !state.totpEnabledAt)
    throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  return {
    staffId: state.id,
    email: state.email,
    name: state.name,
    role: state.role,
    tokenVersion: state.tokenVersion,
    secondFactor: Boolean(state.totpEnabledAt),
  };
}

/**
 * Staff sessions for the one cookie-or-Bearer authenticator: the staffSession cookie or the same token
 * as a Bearer. A partner token is not a staff token (different key, different claims), so it gets 401
 * (decision 600).
 */
export const staffAudience: Audience<StaffSession> = {
  cookie: STAFF_COOKIE,
  realm: `${siteConfig.name} console`,
  resolve: async (token) => {
    const claims = await decodeStaffToken(token);
    if (!claims) throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
    return resolveStaffSession(claims);
  },
};

export type CurrentStaff = CurrentSession<StaffSession>;

/** The staff member of this request (cookie `staffSession`), once per render. Never throws for a bad session. */
export const getCurrentStaff = cache((): Promise<CurrentStaff> => sessionFromCookies(staffAudience));

export function assertCan(session: StaffSession, permission: Permission): void {
  if (!can(session.role, permission)) throw new AppError("forbidden", NO_PERMISSION_MESSAGE);
}

/** For server components and actions: the signed-in staff member, allowed `permission`, or an AppError. */
export async function requireStaff(permission?: Permission): Promise<StaffSession> {
  const current = await getCurrentStaff();
  if (!current.ok) throw current.error;
  if (permission) assertCan(current.session, permission);
  return current.session;
}

/** The actor for audit entries: who, and from which trusted address. */
export async function auditActor(session: StaffSession) {
  return { staffId: session.staffId, email: session.email, ip: await requestIp() };
}
