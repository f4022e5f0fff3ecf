import { partnerJson } from "@/lib/api/partner-errors";
import { parsePartnerQuery } from "@/lib/api/partner-query";
import { partnerApiRoute } from "@/lib/auth/route";
import { listAuditLog } from "@/lib/data/admin/audit";
import { staffRoute } from "@/lib/staff/route";
import { auditQuerySchema } from "@/lib/validations/staff-api";

/**
 * GET /api/admin/audit -> newest first (admins). Reading is all this route does: every other method
 * answers 405, and the table itself refuses changes (decision 602).
 */
const list = staffRoute("audit.read", async (request, staff) => {
  const query = parsePartnerQuery(request, auditQuerySchema);
  if (!query.ok) return query.response;
  return partnerJson(
    await listAuditLog(staff, { search: query.data.q, entityId: query.data.entityId, before: query.data.before }),
  );
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: list });
