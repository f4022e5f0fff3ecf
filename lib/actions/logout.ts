"use server";

import { redirect } from "next/navigation";
import { getCurrentPartner } from "@/lib/auth/current-partner";
import { endSession } from "@/lib/auth/logout";
import { clearSessionCookie } from "@/lib/auth/session-cookie";

/** Logout (spec 4): the token is revoked server-side, the cookie cleared, then /NewSignIn. */
export async function logoutAction(): Promise<never> {
  const current = await getCurrentPartner();
  if (current.ok) await endSession(current.session);
  await clearSessionCookie();
  redirect("/NewSignIn");
}
