"use server";
import { verifySecondFactor } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

/** Step two: the authenticator's code or a recovery code opens the session. */
export const verifySecondFactorAction = toAction(verifySecondFactor, { redirect: ({ data }) => data.next });
