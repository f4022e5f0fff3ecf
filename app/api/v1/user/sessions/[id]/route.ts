import { api, toRoute } from "@/lib/operations/route";
import { endSession } from "@/lib/partner-account/operations";

/** DELETE /api/v1/user/sessions/{id} -> that device signed out; another partner's session is 404. */
const remove = toRoute(endSession, { input: ({ params }) => ({ sessionId: params.id }) });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { DELETE: remove });
