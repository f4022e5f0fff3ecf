import "server-only";
import { revokePartnerSessions } from "@/lib/data/partners";
import type { PartnerSession } from "./session";

/**
 * Logout ends the token server-side, not only in the browser: a copied token is dead too. Tokens carry
 * one version per partner, so this signs out the partner's other devices as well (decision 402).
 */
export async function endSession(session: Pick<PartnerSession, "partnerId" | "tokenVersion">): Promise<void> {
  await revokePartnerSessions(session.partnerId, session.tokenVersion);
}
