import { z } from "zod";
import { partnerJson } from "@/lib/api/partner-errors";
import { parsePartnerQuery } from "@/lib/api/partner-query";
import { partnerApiRoute } from "@/lib/auth/route";
import { listAuditLog } from "@/lib/data/admin/audit";
import { staffRoute } from "@/lib/staff/route";
import { singleLineText } from "@/lib/validations/text";

const querySchema = z.object({
  q: singleLineText().max(100).optional(),
  entityId: singleLineText().max(64).optional(),
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
});

/**
 * GET /api/admin/audit -> newest first (admins). Reading is all this route does: every other method
 * answers 405, and the table itself refuses changes (decision 602).
 */
const list = staffRoute("audit.read", async (request, staff) => {
  const query = parsePartnerQuery(request, querySchema);
  if (!query.ok) return query.response;
  return partnerJson(
    await listAuditLog(staff, { search: query.data.q, entityId: query.data.entityId, before: query.data.before }),
  );
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: list });
