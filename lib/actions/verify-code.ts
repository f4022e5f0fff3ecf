"use server";

import { z } from "zod";
import { checkCode } from "@/lib/auth/codes";
import { AuthError, INVALID_GRANT_MESSAGE } from "@/lib/auth/errors";
import { clearPendingSignUp, readPendingReset, readPendingSignUp, savePendingReset } from "@/lib/auth/pending-flow";
import { SIGNED_UP_MESSAGE, createVerifiedPartner } from "@/lib/auth/sign-up";
import { otpField } from "@/lib/validations/partner-auth";
import { publicPartnerAction } from "./partner-action";

const schema = z.object({ otp: otpField, flow: z.enum(["signup", "forgot"]) });

/**
 * /otpScreen/{signup|forgot}. Sign-up: a right code creates the PENDING account and the screen sends
 * the partner to sign-in with the approval message. Forgot: a right code unlocks /update (the grant
 * stays in an HttpOnly cookie).
 */
export const verifyCodeAction = publicPartnerAction(schema, async ({ otp, flow }, { ip }) => {
  if (flow === "signup") {
    const pending = await readPendingSignUp();
    if (!pending) throw new AuthError("invalid_grant", INVALID_GRANT_MESSAGE);
    const grant = await checkCode({ email: pending.email, type: "email_verification" }, otp, ip);
    await createVerifiedPartner(pending, grant.token, ip);
    await clearPendingSignUp();
    return { data: { next: "/NewSignIn" }, message: SIGNED_UP_MESSAGE };
  }
  const pending = await readPendingReset();
  if (!pending) throw new AuthError("invalid_grant", INVALID_GRANT_MESSAGE);
  const grant = await checkCode({ email: pending.email, type: "password_reset" }, otp, ip);
  await savePendingReset({ email: pending.email, token: grant.token });
  return { data: { next: "/update" }, message: "Code verified" };
});
