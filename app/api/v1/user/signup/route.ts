import { partnerJson } from "@/lib/api/partner-errors";
import { readPartnerBody, partnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { SIGNED_UP_MESSAGE, completeSignUp } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/rate-limit";
import { signUpRequestSchema } from "@/lib/validations/partner-auth";

/**
 * POST /api/v1/user/signup: the partner fields, password and the verificationToken from verify-otp.
 * Creates a PENDING partner; nobody is signed in until the provider approves. (The marketing lead form
 * is POST /api/user/signup, a different endpoint.)
 */
const handle = partnerRoute(async (request) => {
  const body = await readPartnerBody(request, signUpRequestSchema);
  if (!body.ok) return body.response;
  const { verificationToken, ...data } = body.data;
  const user = await completeSignUp(data, verificationToken, clientIp(request));
  return partnerJson({ user }, { status: 201, message: SIGNED_UP_MESSAGE });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
