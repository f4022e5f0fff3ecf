"use server";
import { redirect } from "next/navigation";
import { staffSignOut } from "@/lib/console/operations";
import { STAFF_COOKIE } from "@/lib/staff/session-token";
import { applyCookies, toAction } from "@/lib/operations/action";

const signOut = toAction(staffSignOut);

/** Ends every session of this staff member, clears the cookie, back to sign-in. */
export async function staffSignOutAction(): Promise<void> {
  const ended = await signOut({});
  if (!ended.ok) await applyCookies([{ name: STAFF_COOKIE, value: null, maxAge: 0 }]);
  redirect("/admin/login");
}
