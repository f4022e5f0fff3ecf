import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { listNotifications } from "@/lib/data/notifications";

/** GET /api/v1/notifications -> data is the partner's notifications, newest first. */
const handle = authenticatedPartnerRoute(async (_request, { session }) =>
  partnerJson(await listNotifications(session.partnerId)),
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: handle });
