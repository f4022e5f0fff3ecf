import { partnerJson } from "@/lib/api/partner-errors";
import { readPartnerBody, partnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { withSessionCookie } from "@/lib/auth/session-cookie";
import { signInPartner } from "@/lib/auth/sign-in";
import { getPartnerUser } from "@/lib/data/partners";
import { clientIp } from "@/lib/rate-limit";
import { signInSchema } from "@/lib/validations/partner-auth";

/** POST /api/v1/user/login { email, password } -> data.token (also set as the authToken cookie). */
const handle = partnerRoute(async (request) => {
  const body = await readPartnerBody(request, signInSchema);
  if (!body.ok) return body.response;
  const { token, partner } = await signInPartner(body.data, clientIp(request));
  const user = await getPartnerUser(partner.id);
  return withSessionCookie(partnerJson({ token, user }, { message: "Signed in successfully" }), token);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
