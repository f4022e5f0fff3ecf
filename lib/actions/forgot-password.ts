"use server";

import { sendCode } from "@/lib/auth/codes";
import { savePendingReset } from "@/lib/auth/pending-flow";
import { forgotPasswordSchema } from "@/lib/validations/partner-auth";
import { publicPartnerAction } from "./partner-action";

/** /ForgotPassword: the same answer for any address; a code goes out only to an account's owner. */
export const forgotPasswordAction = publicPartnerAction(forgotPasswordSchema, async ({ email }, { ip }) => {
  const { message } = await sendCode({ email, type: "password_reset" }, ip);
  await savePendingReset({ email });
  return { data: { email, next: "/otpScreen/forgot" }, message };
});
