import { listNotifications } from "@/lib/data/notifications";
import { api, dataResponse, routeHandler } from "@/lib/operations/route";

/** GET /api/v1/notifications -> data is the partner's notifications, newest first. */
const handle = routeHandler({ audience: "partner" }, async ({ actor }) =>
  dataResponse({ data: await listNotifications(actor.partnerId) }),
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: handle });
