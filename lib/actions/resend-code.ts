"use server";

import { z } from "zod";
import { sendCode } from "@/lib/auth/codes";
import { AuthError, INVALID_GRANT_MESSAGE } from "@/lib/auth/errors";
import { readPendingReset, readPendingSignUp } from "@/lib/auth/pending-flow";
import { publicPartnerAction } from "./partner-action";

const schema = z.object({ flow: z.enum(["signup", "forgot"]) });

/** The code screen's resend: a new code for the pending flow's address; the old code stops working. */
export const resendCodeAction = publicPartnerAction(schema, async ({ flow }, { ip }) => {
  const email = flow === "signup" ? (await readPendingSignUp())?.email : (await readPendingReset())?.email;
  if (!email) throw new AuthError("invalid_grant", INVALID_GRANT_MESSAGE);
  const { message } = await sendCode({ email, type: flow === "signup" ? "email_verification" : "password_reset" }, ip);
  return { data: { email }, message };
});
