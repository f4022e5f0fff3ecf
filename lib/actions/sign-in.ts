"use server";

import { setSessionCookie } from "@/lib/auth/session-cookie";
import { signInPartner } from "@/lib/auth/sign-in";
import { signInSchema } from "@/lib/validations/partner-auth";
import { publicPartnerAction } from "./partner-action";

/** /NewSignIn: sets the authToken cookie; the screen then replaces history with data.next. */
export const signInAction = publicPartnerAction(signInSchema, async (data, { ip }) => {
  const { token } = await signInPartner(data, ip);
  await setSessionCookie(token);
  return { data: { next: "/dashboard" } };
});
