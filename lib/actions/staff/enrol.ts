"use server";
import { enrolDuringSignIn } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** First sign-in of an admin: the recovery codes come back, shown once; the session cookie is set. */
export const enrolDuringSignInAction = toAction(enrolDuringSignIn);
