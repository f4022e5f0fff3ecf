"use server";
import { AuthError } from "@/lib/auth/errors";
import { getStaffState } from "@/lib/data/staff";
import { completeEnrolment } from "@/lib/staff/sign-in";
import { secondFactorSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

/** An editor (or anyone without the factor) turns two-step sign-in on from their account page. */
export const enrolAccountAction = staffAction(null, secondFactorSchema, async ({ code }, { session, actor }) => {
  const staff = await getStaffState(session.staffId);
  if (!staff) throw new AuthError("unauthorized", "Your session has ended. Please sign in again.");
  return { data: { recoveryCodes: await completeEnrolment(staff, code, actor.ip) } };
});
