import { parseWith, queryValues } from "@/lib/http/request-body";
import { listPartnersForReview } from "@/lib/console/reads";
import { api, dataResponse, routeHandler } from "@/lib/operations/route";
import { partnerListQuerySchema } from "@/lib/validations/staff-api";

/** GET /api/admin/partners?q=&status=&page=&sort= -> pending first by default, or sorted (admins). */
const list = routeHandler({ audience: "staff", permission: "partners.read" }, async ({ request, actor, ip }) => {
  const { q, status, page, sort } = parseWith(partnerListQuerySchema, queryValues(request));
  return dataResponse({ data: await listPartnersForReview({ session: actor, ip }, { search: q, status, page, sort }) });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { GET: list });
