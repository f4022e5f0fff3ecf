"use server";

import { toAction } from "@/lib/operations/action";
import { changePassword } from "@/lib/partner-account/operations";
import { changePasswordSchema } from "@/lib/validations/partner-auth";

/** Profile, Password & Security: other sessions end; this browser keeps a fresh cookie. */
export const changePasswordAction = toAction(changePassword, {
  form: changePasswordSchema,
  reply: ({ message }) => ({ data: null, message }),
});
