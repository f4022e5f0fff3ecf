"use server";

import { AuthError, INVALID_GRANT_MESSAGE } from "@/lib/auth/errors";
import { PASSWORD_UPDATED_MESSAGE, resetPasswordWithGrant } from "@/lib/auth/password-change";
import { clearPendingReset, readPendingReset } from "@/lib/auth/pending-flow";
import { resetPasswordSchema } from "@/lib/validations/partner-auth";
import { publicPartnerAction } from "./partner-action";

/** /update after a verified reset code: sets the password, ends every session, signs nobody in. */
export const resetPasswordAction = publicPartnerAction(resetPasswordSchema, async ({ password }, { ip }) => {
  const pending = await readPendingReset();
  if (!pending?.token) throw new AuthError("invalid_grant", INVALID_GRANT_MESSAGE);
  await resetPasswordWithGrant({ email: pending.email, token: pending.token, newPassword: password }, ip, "password");
  await clearPendingReset();
  return { data: { next: "/NewSignIn" }, message: PASSWORD_UPDATED_MESSAGE };
});
