import { partnerJson } from "@/lib/api/partner-errors";
import { checkCode } from "@/lib/auth/codes";
import { readPartnerBody, partnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { clientIp } from "@/lib/rate-limit";
import { verifyCodeSchema } from "@/lib/validations/partner-auth";

/**
 * POST /api/v1/otp/verify-otp { email, otp, type } (sign-up clients send the whole stored form; only
 * these fields are read) -> data.token, the single-use grant for user/signup or otp/reset-password.
 */
const handle = partnerRoute(async (request) => {
  const body = await readPartnerBody(request, verifyCodeSchema);
  if (!body.ok) return body.response;
  const { email, type, otp } = body.data;
  const grant = await checkCode({ email, type }, otp, clientIp(request));
  return partnerJson({ token: grant.token, expiresAt: grant.expiresAt.toISOString() }, { message: "Code verified" });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
