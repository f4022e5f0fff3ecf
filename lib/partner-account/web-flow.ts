import "server-only";
import { z } from "zod";
import { checkCode, sendCode } from "@/lib/partner-account/codes";
import { INVALID_GRANT_MESSAGE } from "@/lib/auth/messages";
import { hashPassword } from "@/lib/auth/password";
import { PASSWORD_UPDATED_MESSAGE, resetPasswordWithGrant } from "@/lib/partner-account/password-change";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import {
  clearPendingReset,
  clearPendingSignUp,
  readPendingReset,
  readPendingSignUp,
  savePendingReset,
  savePendingSignUp,
} from "@/lib/partner-account/pending-flow";
import { SIGNED_UP_MESSAGE, createVerifiedPartner, toNewPartner } from "@/lib/partner-account/sign-up";
import { AppError } from "@/lib/errors";
import { defineOperation } from "@/lib/operations/operation";
import {
  forgotPasswordSchema,
  codeEntrySchema,
  otpFlowSchema,
  resetPasswordSchema,
  signUpSchema,
} from "@/lib/validations/partner-auth";

// The partner screens' steps (sign-up, code, reset). They keep the unfinished flow in encrypted,
// HttpOnly cookies between screens (decision 407), so only the server actions run them; API clients
// hold the same state themselves (./operations.ts).

const noGrant = () => new AppError("invalid_grant", INVALID_GRANT_MESSAGE);

/**
 * /NewSignUp: checks the whole form, e-mails a code and keeps the form (password already hashed) in an
 * encrypted cookie for the code screen. The answer is the same when the address already has an account.
 */
export const startSignUp = defineOperation({
  name: "partner.web.start-sign-up",
  audience: "public",
  input: signUpSchema,
  run: async (data, { ip }) => {
    assertPasswordAllowed(data.password, "password", data.email);
    const { message } = await sendCode({ email: data.email, type: "email_verification" }, ip);
    await savePendingSignUp(toNewPartner(data, await hashPassword(data.password)));
    return { data: { email: data.email, next: "/otpScreen/signup" }, message };
  },
});

/** /ForgotPassword: the same answer for any address; a code goes out only to an account's owner. */
export const forgotPassword = defineOperation({
  name: "partner.web.forgot-password",
  audience: "public",
  input: forgotPasswordSchema,
  run: async ({ email }, { ip }) => {
    const { message } = await sendCode({ email, type: "password_reset" }, ip);
    await savePendingReset({ email });
    return { data: { email, next: "/otpScreen/forgot" }, message };
  },
});

/** The code screen's resend: a new code for the pending flow's address; the old code stops working. */
export const resendCode = defineOperation({
  name: "partner.web.resend-code",
  audience: "public",
  input: z.object({ flow: otpFlowSchema }),
  run: async ({ flow: which }, { ip }) => {
    const email = which === "signup" ? (await readPendingSignUp())?.email : (await readPendingReset())?.email;
    if (!email) throw noGrant();
    const type = which === "signup" ? "email_verification" : "password_reset";
    const { message } = await sendCode({ email, type }, ip);
    return { data: { email }, message };
  },
});

/**
 * /otpScreen/{signup|forgot}. Sign-up: a right code creates the PENDING account and the screen sends
 * the partner to sign-in with the approval message. Forgot: a right code unlocks /update (the grant
 * stays in an HttpOnly cookie).
 */
export const enterCode = defineOperation({
  name: "partner.web.enter-code",
  audience: "public",
  input: codeEntrySchema.extend({ flow: otpFlowSchema }),
  run: async ({ otp, flow: which }, { ip }) => {
    if (which === "signup") {
      const pending = await readPendingSignUp();
      if (!pending) throw noGrant();
      const grant = await checkCode({ email: pending.email, type: "email_verification" }, otp, ip);
      await createVerifiedPartner(pending, grant.token, ip);
      await clearPendingSignUp();
      return { data: { next: "/NewSignIn" }, message: SIGNED_UP_MESSAGE };
    }
    const pending = await readPendingReset();
    if (!pending) throw noGrant();
    const grant = await checkCode({ email: pending.email, type: "password_reset" }, otp, ip);
    await savePendingReset({ email: pending.email, token: grant.token });
    return { data: { next: "/update" }, message: "Code verified" };
  },
});

/** /update after a verified reset code: sets the password, ends every session, signs nobody in. */
export const setNewPassword = defineOperation({
  name: "partner.web.set-new-password",
  audience: "public",
  input: resetPasswordSchema,
  run: async ({ password }, { ip }) => {
    const pending = await readPendingReset();
    if (!pending?.token) throw noGrant();
    await resetPasswordWithGrant({ email: pending.email, token: pending.token, newPassword: password }, ip, "password");
    await clearPendingReset();
    return { data: { next: "/NewSignIn" }, message: PASSWORD_UPDATED_MESSAGE };
  },
});
