import { parseWith, queryValues } from "@/lib/http/request-body";
import { listAuditLog } from "@/lib/console/reads";
import { api, dataResponse, routeHandler } from "@/lib/operations/route";
import { auditQuerySchema } from "@/lib/validations/staff-api";

/**
 * GET /api/admin/audit -> newest first (admins), filtered by who, what, which entity and which days in
 * India (decision 611). Reading is all this route does: every other method answers 405, and the table
 * itself refuses changes (decision 602).
 */
const list = routeHandler({ audience: "staff", permission: "audit.read" }, async ({ request, actor, ip }) => {
  const { before, after, limit, q, ...filter } = parseWith(auditQuerySchema, queryValues(request));
  const rows = await listAuditLog({ session: actor, ip }, { ...filter, search: q }, { before, after, take: limit });
  return dataResponse({ data: rows });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { GET: list });
