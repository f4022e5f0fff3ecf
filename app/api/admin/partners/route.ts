import { partnerJson } from "@/lib/api/partner-errors";
import { parsePartnerQuery } from "@/lib/api/partner-query";
import { partnerApiRoute } from "@/lib/auth/route";
import { listPartnersForReview } from "@/lib/data/admin/partners";
import { staffRoute } from "@/lib/staff/route";
import { partnerListQuerySchema } from "@/lib/validations/staff-api";

/** GET /api/admin/partners?q=&status=&page= -> pending first, then the rest newest first (admins). */
const list = staffRoute("partners.read", async (request, staff) => {
  const query = parsePartnerQuery(request, partnerListQuerySchema);
  if (!query.ok) return query.response;
  return partnerJson(
    await listPartnersForReview(staff, { search: query.data.q, status: query.data.status, page: query.data.page }),
  );
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: list });
