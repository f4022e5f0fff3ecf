import { api, toRoute } from "@/lib/operations/route";
import { revokeApiKey } from "@/lib/partner-account/api-keys";

/** DELETE -> the key revoked at once (its next use is 401); another partner's key is 404. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { DELETE: toRoute(revokeApiKey) });
