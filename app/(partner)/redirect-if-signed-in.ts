import "server-only";
import { redirect } from "next/navigation";
import { getCurrentPartner } from "@/lib/auth/current-partner";

/**
 * Spec 2: the sign-in, sign-up, code and reset screens send a signed-in partner to /dashboard. The
 * session is checked, not just the cookie's presence, so a stale cookie cannot bounce between the two.
 */
export async function redirectIfSignedIn(): Promise<void> {
  if ((await getCurrentPartner()).ok) redirect("/dashboard");
}
