import { parseWith, queryValues } from "@/lib/api/request-body";
import { listAuditLog } from "@/lib/console/reads";
import { api, dataResponse, routeHandler } from "@/lib/operations/route";
import { auditQuerySchema } from "@/lib/validations/staff-api";

/**
 * GET /api/admin/audit -> newest first (admins). Reading is all this route does: every other method
 * answers 405, and the table itself refuses changes (decision 602).
 */
const list = routeHandler({ audience: "staff", permission: "audit.read" }, async ({ request, actor, ip }) => {
  const query = parseWith(auditQuerySchema, queryValues(request));
  const filter = { search: query.q, entityId: query.entityId, before: query.before };
  return dataResponse({ data: await listAuditLog({ session: actor, ip }, filter) });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { GET: list });
