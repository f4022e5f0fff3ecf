import "server-only";
import { redirect } from "next/navigation";
import { getCurrentPartner } from "@/lib/auth/current-partner";
import type { PartnerSession } from "@/lib/auth/session";

/**
 * The dashboard's partner, or sign-in with history replaced (spec 2). The proxy already sent visitors
 * without a cookie there, so this cookie is stale: ?session=ended makes the proxy drop it instead of
 * bouncing back here (decision 413). The layout and every page call it (layouts and pages render in
 * parallel); `getCurrentPartner` is cached, so the session is read once per request.
 */
export async function dashboardPartner(): Promise<PartnerSession> {
  const current = await getCurrentPartner();
  if (!current.ok) redirect("/NewSignIn?session=ended");
  return current.session;
}
