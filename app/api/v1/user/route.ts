import { SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { apiBodyWithSitePath } from "@/lib/http/request-body";
import { apiUser } from "@/lib/partner-account/api-user";
import { getPartnerUser } from "@/lib/data/partners";
import { AppError } from "@/lib/errors";
import { api, dataResponse, routeHandler, toRoute } from "@/lib/operations/route";
import { updateProfile } from "@/lib/partner-account/operations";

/** GET /api/v1/user (cookie or Bearer) -> data is the signed-in partner. */
const read = routeHandler({ audience: "partner" }, async ({ actor }) => {
  const user = await getPartnerUser(actor.partnerId);
  if (!user) throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  return dataResponse({ data: apiUser(user) });
});

/**
 * PATCH (or PUT) /api/v1/user -> the updated user; e-mail and account fields are not editable. An avatar
 * on this site may be sent back absolute, as answered: it is stored as its path.
 */
const update = toRoute(updateProfile, {
  input: async (_context, readJson) => apiBodyWithSitePath(await readJson(), "avatar"),
  render: (outcome) => dataResponse({ ...outcome, data: apiUser(outcome.data) }),
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: read, PATCH: update, PUT: update });
