import "server-only";
import { cache } from "react";
import { partnerAudience, sessionFromCookies, type CurrentSession } from "./authenticate";
import type { PartnerSession } from "./session";

export type CurrentPartner = CurrentSession<PartnerSession>;

/** The signed-in partner of this request (authToken cookie), approved, token current; once per render. */
export const getCurrentPartner = cache((): Promise<CurrentPartner> => sessionFromCookies(partnerAudience));

/**
 * For server components and actions that touch private data: the approved partner, or an AppError
 * (401 no/ended session, 403 not approved). Pages usually catch it and redirect to /NewSignIn.
 */
export async function requirePartner(): Promise<PartnerSession> {
  const current = await getCurrentPartner();
  if (!current.ok) throw current.error;
  return current.session;
}
