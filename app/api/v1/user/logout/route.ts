import { partnerJson } from "@/lib/api/partner-errors";
import { endSession } from "@/lib/auth/logout";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { withSessionCookie } from "@/lib/auth/session-cookie";

/** POST /api/v1/user/logout: the token stops working everywhere, and the cookie is cleared. */
const handle = authenticatedPartnerRoute(async (_request, { session }) => {
  await endSession(session);
  return withSessionCookie(partnerJson(null, { message: "Signed out" }), null);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
