import "server-only";
import { redirect } from "next/navigation";
import { getCurrentStaff, type StaffSession } from "@/lib/staff/session";

/**
 * The console's staff member, or the sign-in screen. The layout and every page call it; the session is
 * read once per request (cached). Pages check their own permission with `can()` and the data layer
 * checks it again.
 */
export async function consoleStaff(): Promise<StaffSession> {
  const current = await getCurrentStaff();
  if (!current.ok) redirect("/admin/login");
  return current.session;
}
