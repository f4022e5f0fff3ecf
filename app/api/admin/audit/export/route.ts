import { parseWith, queryValues } from "@/lib/http/request-body";
import { refuseCrossSiteExport } from "@/lib/http/request-checks";
import { exportAuditLog } from "@/lib/console/audit-export";
import { csvDownload } from "@/lib/format/csv";
import { api, routeHandler } from "@/lib/operations/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { auditExportQuerySchema } from "@/lib/validations/staff-api";

/**
 * GET /api/admin/audit/export?actor=&action=&entityType=&from=&to=&q= : the filtered log as CSV (admins),
 * cells escaped against formula injection; the export is itself an entry of the log (decision 611).
 */
const exportCsv = routeHandler({ audience: "staff", permission: "audit.read" }, async ({ request, actor, ip }) => {
  refuseCrossSiteExport(request);
  const { q, ...filter } = parseWith(auditExportQuerySchema, queryValues(request));
  const csv = await exportAuditLog({ session: actor, ip }, { ...filter, search: q });
  return csvDownload(csv, `audit-log-${todayInIndia()}.csv`);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { GET: exportCsv });
