import { partnerJson } from "@/lib/api/partner-errors";
import { PASSWORD_UPDATED_MESSAGE, resetPasswordWithGrant } from "@/lib/auth/password-change";
import { readPartnerBody, partnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { clientIp } from "@/lib/rate-limit";
import { resetPasswordRequestSchema } from "@/lib/validations/partner-auth";

/** POST /api/v1/otp/reset-password { newPassword, token, email }: no sign-in follows; every session ends. */
const handle = partnerRoute(async (request) => {
  const body = await readPartnerBody(request, resetPasswordRequestSchema);
  if (!body.ok) return body.response;
  await resetPasswordWithGrant(body.data, clientIp(request));
  return partnerJson(null, { message: PASSWORD_UPDATED_MESSAGE });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
