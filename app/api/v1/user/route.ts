import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { AuthError, SESSION_ENDED_MESSAGE } from "@/lib/auth/errors";
import { getPartnerUser } from "@/lib/data/partners";

/** GET /api/v1/user (cookie or Bearer) -> data is the signed-in partner. */
const handle = authenticatedPartnerRoute(async (_request, { session }) => {
  const user = await getPartnerUser(session.partnerId);
  if (!user) throw new AuthError("unauthorized", SESSION_ENDED_MESSAGE);
  return partnerJson(user);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: handle });
