"use server";

import { redirect } from "next/navigation";
import { SESSION_COOKIE } from "@/lib/auth/cookie-name";
import { applyCookies, toAction } from "@/lib/operations/action";
import { logout } from "@/lib/partner-account/operations";

const endSession = toAction(logout);

/** Logout (spec 4): this device's session ends server-side, the cookie is cleared, then /NewSignIn. */
export async function logoutAction(): Promise<never> {
  const ended = await endSession({});
  // Without a current session there is nothing to revoke, but the cookie still goes.
  if (!ended.ok) await applyCookies([{ name: SESSION_COOKIE, value: null, maxAge: 0 }]);
  redirect("/NewSignIn");
}
