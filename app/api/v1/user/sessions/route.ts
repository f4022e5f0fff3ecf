import { devicesOf } from "@/lib/auth/device-sessions";
import { api, dataResponse, routeHandler, toRoute } from "@/lib/operations/route";
import { endAllSessions } from "@/lib/partner-account/operations";

/** GET /api/v1/user/sessions -> the partner's live device sessions, `current` for this token's. */
const list = routeHandler({ audience: "partner" }, async ({ actor }) => dataResponse({ data: await devicesOf(actor) }));

/** DELETE /api/v1/user/sessions -> every device signed out, this one too (decision 541). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  GET: list,
  DELETE: toRoute(endAllSessions),
});
