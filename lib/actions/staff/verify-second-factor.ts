"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { staffSecondFactorStep } from "@/lib/staff/sign-in";
import {
  STAFF_COOKIE,
  STAFF_SESSION_SECONDS,
  STAFF_SIGN_IN_COOKIE,
  decodeStaffSignInToken,
  staffCookieOptions,
} from "@/lib/staff/session-token";
import { secondFactorSchema } from "@/lib/validations/staff";
import { publicStaffAction } from "../staff-action";

/** Step two: the authenticator's code or a recovery code opens the session. */
export const verifySecondFactorAction = publicStaffAction(secondFactorSchema, async ({ code }, { ip }) => {
  const jar = await cookies();
  const claims = await decodeStaffSignInToken(jar.get(STAFF_SIGN_IN_COOKIE)?.value);
  const token = await staffSecondFactorStep(claims, code, ip);
  jar.set(STAFF_COOKIE, token, staffCookieOptions(STAFF_SESSION_SECONDS));
  jar.delete(STAFF_SIGN_IN_COOKIE);
  redirect("/admin");
});
