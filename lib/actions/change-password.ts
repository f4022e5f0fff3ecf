"use server";

import { PASSWORD_UPDATED_MESSAGE, changePassword } from "@/lib/auth/password-change";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { changePasswordSchema } from "@/lib/validations/partner-auth";
import { partnerAction } from "./partner-action";

/** Profile, Password & Security: other sessions end; this browser keeps a fresh cookie. */
export const changePasswordAction = partnerAction(changePasswordSchema, async (data, { session }) => {
  const { token } = await changePassword(session, data);
  await setSessionCookie(token);
  return { data: null, message: PASSWORD_UPDATED_MESSAGE };
});
