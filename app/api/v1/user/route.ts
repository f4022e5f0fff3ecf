import { SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { getPartnerUser } from "@/lib/data/partners";
import { AppError } from "@/lib/errors";
import { api, dataResponse, routeHandler, toRoute } from "@/lib/operations/route";
import { updateProfile } from "@/lib/partner-account/operations";

/** GET /api/v1/user (cookie or Bearer) -> data is the signed-in partner. */
const read = routeHandler({ audience: "partner" }, async ({ actor }) => {
  const user = await getPartnerUser(actor.partnerId);
  if (!user) throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
  return dataResponse({ data: user });
});

/** PATCH (or PUT) /api/v1/user -> the updated user; e-mail and account fields are not editable. */
const update = toRoute(updateProfile);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: read, PATCH: update, PUT: update });
