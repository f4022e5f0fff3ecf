import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute, readPartnerBody } from "@/lib/auth/route";
import { AuthError, SESSION_ENDED_MESSAGE } from "@/lib/auth/errors";
import { updatePartnerProfile } from "@/lib/data/partner-profile";
import { getPartnerUser } from "@/lib/data/partners";
import { PROFILE_UPDATED_MESSAGE, profilePatchSchema } from "@/lib/validations/partner-profile";

/** GET /api/v1/user (cookie or Bearer) -> data is the signed-in partner. */
const read = authenticatedPartnerRoute(async (_request, { session }) => {
  const user = await getPartnerUser(session.partnerId);
  if (!user) throw new AuthError("unauthorized", SESSION_ENDED_MESSAGE);
  return partnerJson(user);
});

/** PATCH (or PUT) /api/v1/user -> the updated user; e-mail and account fields are not editable. */
const update = authenticatedPartnerRoute(async (request, { session }) => {
  const body = await readPartnerBody(request, profilePatchSchema);
  if (!body.ok) return body.response;
  return partnerJson(await updatePartnerProfile(session.partnerId, body.data), { message: PROFILE_UPDATED_MESSAGE });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: read, PATCH: update, PUT: update });
