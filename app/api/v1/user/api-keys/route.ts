import { listApiKeys } from "@/lib/data/partner-api-keys";
import { api, dataResponse, routeHandler, toRoute } from "@/lib/operations/route";
import { createApiKey } from "@/lib/partner-account/api-keys";

/** GET -> the partner's API keys, newest first (never the keys themselves). */
const list = routeHandler({ audience: "partner" }, async ({ actor }) =>
  dataResponse({ data: await listApiKeys(actor.partnerId) }),
);

/** POST { name } -> 201, data.key shown this once (decision 557). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: list, POST: toRoute(createApiKey) });
