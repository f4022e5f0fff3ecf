"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { staffPasswordStep } from "@/lib/staff/sign-in";
import {
  STAFF_COOKIE,
  STAFF_SESSION_SECONDS,
  STAFF_SIGN_IN_COOKIE,
  STAFF_SIGN_IN_SECONDS,
  staffCookieOptions,
} from "@/lib/staff/session-token";
import { staffSignInSchema } from "@/lib/validations/staff";
import { publicStaffAction } from "../staff-action";

/** Step one: e-mail and password. On to the code, the enrolment, or (an editor without a factor) the console. */
export const staffSignInAction = publicStaffAction(staffSignInSchema, async (data, { ip }) => {
  const result = await staffPasswordStep(data, ip);
  const jar = await cookies();
  if (result.next === "done") {
    jar.set(STAFF_COOKIE, result.sessionToken, staffCookieOptions(STAFF_SESSION_SECONDS));
    redirect("/admin");
  }
  jar.set(STAFF_SIGN_IN_COOKIE, result.signInToken, staffCookieOptions(STAFF_SIGN_IN_SECONDS));
  redirect(result.next === "verify" ? "/admin/login/verify" : "/admin/login/enrol");
});
