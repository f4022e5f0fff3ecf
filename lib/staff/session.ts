import "server-only";
import { cache } from "react";
import { AppError } from "@/lib/errors";
import { NOT_SIGNED_IN_MESSAGE, SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { requestIp } from "@/lib/auth/client-address";
import { SESSION_TOUCH_MS } from "@/lib/auth/session";
import { getStaffState } from "@/lib/data/staff";
import { findStaffSession, touchStaffSession } from "@/lib/data/staff-sessions";
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
  /** The device session (StaffSession row) this request's token belongs to (decision 613). */
  sessionId: string;
  secondFactor: boolean;
};

/**
 * Claims to a session, checked against the database on every use (two primary-key reads made together):
 * the device session exists, is this account's and has not expired (sign-out, disabling, a password
 * change or a second-factor reset delete rows), the account is not disabled and an admin has a second
 * factor.
 */
export async function resolveStaffSession(claims: StaffClaims | null, now = new Date()): Promise<StaffSession> {
  if (!claims) throw new AppError("unauthorized", NOT_SIGNED_IN_MESSAGE);
  const [state, row] = await Promise.all([getStaffState(claims.sub), findStaffSession(claims.sid)]);
  if (!state || state.disabledAt || !row || row.staffId !== state.id || row.expiresAt <= now)
    throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  if (requiresSecondFactor(state.role) && !state.totpEnabledAt)
    throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  const staleBefore = new Date(now.getTime() - SESSION_TOUCH_MS);
  if (row.lastUsedAt < staleBefore) await touchStaffSession(claims.sid, now, staleBefore);
  return {
    staffId: state.id,
    email: state.email,
    name: state.name,
    role: state.role,
    sessionId: claims.sid,
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
