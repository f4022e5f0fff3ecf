import "server-only";
import { decode, encode } from "next-auth/jwt";
import { getAuthSecret } from "@/lib/env";
import { STAFF_COOKIE, STAFF_SESSION_SALT, STAFF_SESSION_SECONDS, STAFF_SIGN_IN_COOKIE } from "./cookie-names";

// Staff tokens are next-auth JWTs (encrypted, A256GCM) like the partners', but under keys derived with
// their own salts: a partner token does not even decrypt as a staff token, and the reverse (decision 600).

export { STAFF_COOKIE, STAFF_SESSION_SECONDS, STAFF_SIGN_IN_COOKIE };

/** Between the password and the second factor. */
export const STAFF_SIGN_IN_SECONDS = 10 * 60;

const SIGN_IN_SALT = "staff-sign-in";

/** A console session: the account and its device session row (StaffSession, decision 613). */
export type StaffClaims = { sub: string; sid: string; kind: "staff" };
/** After a correct password: which second-factor step comes next. */
export type StaffSignInClaims = { sub: string; tv: number; kind: "staff-sign-in"; step: "verify" | "enrol" };

export function issueStaffToken(staff: { id: string; sessionId: string }): Promise<string> {
  const token: StaffClaims = { sub: staff.id, sid: staff.sessionId, kind: "staff" };
  return encode({ token, secret: getAuthSecret(), salt: STAFF_SESSION_SALT, maxAge: STAFF_SESSION_SECONDS });
}

export function issueStaffSignInToken(
  staff: { id: string; tokenVersion: number },
  step: StaffSignInClaims["step"],
): Promise<string> {
  const token: StaffSignInClaims = { sub: staff.id, tv: staff.tokenVersion, kind: "staff-sign-in", step };
  return encode({ token, secret: getAuthSecret(), salt: SIGN_IN_SALT, maxAge: STAFF_SIGN_IN_SECONDS });
}

async function decodeWith(token: string | undefined, salt: string): Promise<Record<string, unknown> | null> {
  if (!token) return null;
  try {
    return (await decode({ token, secret: getAuthSecret(), salt })) as Record<string, unknown> | null;
  } catch {
    return null;
  }
}

export async function decodeStaffToken(token: string | undefined): Promise<StaffClaims | null> {
  const claims = await decodeWith(token, STAFF_SESSION_SALT);
  if (!claims || claims.kind !== "staff" || typeof claims.sub !== "string" || typeof claims.sid !== "string")
    return null;
  return { sub: claims.sub, sid: claims.sid, kind: "staff" };
}

export async function decodeStaffSignInToken(token: string | undefined): Promise<StaffSignInClaims | null> {
  const claims = await decodeWith(token, SIGN_IN_SALT);
  if (
    !claims ||
    claims.kind !== "staff-sign-in" ||
    typeof claims.sub !== "string" ||
    typeof claims.tv !== "number" ||
    (claims.step !== "verify" && claims.step !== "enrol")
  )
    return null;
  return { sub: claims.sub, tv: claims.tv, kind: "staff-sign-in", step: claims.step };
}
