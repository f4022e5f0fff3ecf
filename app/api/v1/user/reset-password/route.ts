import { partnerJson } from "@/lib/api/partner-errors";
import { PASSWORD_UPDATED_MESSAGE, changePassword } from "@/lib/auth/password-change";
import { authenticatedPartnerRoute, readPartnerBody, partnerApiRoute } from "@/lib/auth/route";
import { withSessionCookie } from "@/lib/auth/session-cookie";
import { changePasswordRequestSchema } from "@/lib/validations/partner-auth";

/**
 * POST /api/v1/user/reset-password { oldPassword, newPassword } (authenticated). Every other session
 * ends; this caller gets a fresh token in data.token (and the cookie, when it came with one).
 */
const handle = authenticatedPartnerRoute(async (request, { session, via }) => {
  const body = await readPartnerBody(request, changePasswordRequestSchema);
  if (!body.ok) return body.response;
  const { token } = await changePassword(session, body.data);
  const response = partnerJson({ token }, { message: PASSWORD_UPDATED_MESSAGE });
  return via === "cookie" ? withSessionCookie(response, token) : response;
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
