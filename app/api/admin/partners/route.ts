import { parseWith, queryValues } from "@/lib/api/request-body";
import { listPartnersForReview } from "@/lib/console/reads";
import { api, dataResponse, routeHandler } from "@/lib/operations/route";
import { partnerListQuerySchema } from "@/lib/validations/staff-api";

/** GET /api/admin/partners?q=&status=&page= -> pending first, then the rest newest first (admins). */
const list = routeHandler({ audience: "staff", permission: "partners.read" }, async ({ request, actor, ip }) => {
  const { q, status, page } = parseWith(partnerListQuerySchema, queryValues(request));
  return dataResponse({ data: await listPartnersForReview({ session: actor, ip }, { search: q, status, page }) });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { GET: list });
