"use server";
import { staffSignIn } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** Step one: e-mail and password, then the code, the enrolment or (an editor without a factor) the console. */
export const staffSignInAction = toAction(staffSignIn, { redirect: ({ data }) => data.next });
