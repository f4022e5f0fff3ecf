import { partnerJson } from "@/lib/api/partner-errors";
import { sendCode } from "@/lib/auth/codes";
import { readPartnerBody, partnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { clientIp } from "@/lib/rate-limit";
import { sendCodeSchema } from "@/lib/validations/partner-auth";

/** POST /api/v1/otp/send-otp { email, type }: the same answer whether or not the address has an account. */
const handle = partnerRoute(async (request) => {
  const body = await readPartnerBody(request, sendCodeSchema);
  if (!body.ok) return body.response;
  const { message } = await sendCode(body.data, clientIp(request));
  return partnerJson({ sent: true }, { message });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
