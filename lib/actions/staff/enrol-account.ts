"use server";
import { enrolAccount } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** An editor (or anyone without the factor) turns two-step sign-in on from their account page. */
export const enrolAccountAction = toAction(enrolAccount);
