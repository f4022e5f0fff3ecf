"use server";
import { cookies } from "next/headers";
import { completeSignInEnrolment } from "@/lib/staff/sign-in";
import {
  STAFF_COOKIE,
  STAFF_SESSION_SECONDS,
  STAFF_SIGN_IN_COOKIE,
  decodeStaffSignInToken,
  staffCookieOptions,
} from "@/lib/staff/session-token";
import { secondFactorSchema } from "@/lib/validations/staff";
import { publicStaffAction } from "../staff-action";

/**
 * First sign-in of an admin: the first code turns the factor on; the answer carries the recovery codes,
 * shown once on the page, and the session cookie is set.
 */
export const enrolDuringSignInAction = publicStaffAction(secondFactorSchema, async ({ code }, { ip }) => {
  const jar = await cookies();
  const claims = await decodeStaffSignInToken(jar.get(STAFF_SIGN_IN_COOKIE)?.value);
  const { recoveryCodes, sessionToken } = await completeSignInEnrolment(claims, code, ip);
  jar.set(STAFF_COOKIE, sessionToken, staffCookieOptions(STAFF_SESSION_SECONDS));
  jar.delete(STAFF_SIGN_IN_COOKIE);
  return { data: { recoveryCodes } };
});
