"use server";

import { sendCode } from "@/lib/auth/codes";
import { hashPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { savePendingSignUp } from "@/lib/auth/pending-flow";
import { toNewPartner } from "@/lib/auth/sign-up";
import { signUpSchema } from "@/lib/validations/partner-auth";
import { publicPartnerAction } from "./partner-action";

/**
 * /NewSignUp: checks the whole form, e-mails a code and keeps the form (password already hashed) in an
 * encrypted cookie for the code screen. The answer is the same when the address already has an account.
 */
export const startSignUpAction = publicPartnerAction(signUpSchema, async (data, { ip }) => {
  assertPasswordAllowed(data.password, "password", data.email);
  const { message } = await sendCode({ email: data.email, type: "email_verification" }, ip);
  await savePendingSignUp(toNewPartner(data, await hashPassword(data.password)));
  return { data: { email: data.email, next: "/otpScreen/signup" }, message };
});
