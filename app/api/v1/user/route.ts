import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute } from "@/lib/auth/route";
import { AuthError, SESSION_ENDED_MESSAGE } from "@/lib/auth/errors";
import { getPartnerUser } from "@/lib/data/partners";

/** GET /api/v1/user (cookie or Bearer) -> data is the signed-in partner. */
export const GET = authenticatedPartnerRoute(async (_request, { session }) => {
  const user = await getPartnerUser(session.partnerId);
  if (!user) throw new AuthError("unauthorized", SESSION_ENDED_MESSAGE);
  return partnerJson(user);
});
