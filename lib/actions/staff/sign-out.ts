"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { revokeStaffSessions } from "@/lib/data/staff";
import { STAFF_COOKIE, decodeStaffToken } from "@/lib/staff/session-token";

/** Ends every session of this staff member (token version bumped), clears the cookie, back to sign-in. */
export async function staffSignOutAction(): Promise<void> {
  const jar = await cookies();
  const claims = await decodeStaffToken(jar.get(STAFF_COOKIE)?.value);
  if (claims) await revokeStaffSessions(claims.sub, claims.tv);
  jar.delete(STAFF_COOKIE);
  redirect("/admin/login");
}
