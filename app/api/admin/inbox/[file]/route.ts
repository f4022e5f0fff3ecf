import { parseWith, queryValues } from "@/lib/http/request-body";
import { refuseCrossSiteExport } from "@/lib/http/request-checks";
import { audit } from "@/lib/console/context";
import { inboxCsv } from "@/lib/console/inbox-export";
import { inboxRows } from "@/lib/console/reads";
import { AppError } from "@/lib/errors";
import { csvDownload } from "@/lib/format/csv";
import { api, routeHandler } from "@/lib/operations/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { INBOX_KINDS } from "@/lib/data/inbox";
import { inboxExportQuerySchema } from "@/lib/validations/staff-api";
import { EXPORT_ROWS_MAX } from "@/lib/limits/rules";

/**
 * GET /api/admin/inbox/{messages|leads|deletions}.csv?status=&q= : the inbox tab as a spreadsheet
 * (lib/console/inbox-export.ts). Every export is in the audit log: it carries people's names and
 * addresses off the console (issue 23).
 */
const exportCsv = routeHandler(
  { audience: "staff", permission: "inbox.read" },
  async ({ request, actor, ip, params }) => {
    refuseCrossSiteExport(request);
    const kind = INBOX_KINDS.find((k) => `${k}.csv` === params.file);
    if (!kind) throw new AppError("not_found", "No such export.");
    const query = parseWith(inboxExportQuerySchema, queryValues(request));
    const staff = { session: actor, ip };
    const options = { status: query.status ?? "new", search: query.q, take: EXPORT_ROWS_MAX } as const;
    const read = await inboxRows(staff, kind, options);
    const count = read.rows.length;
    await audit(staff, {
      action: "inbox.export",
      entityType: kind,
      summary: `Exported ${count} ${kind} (${options.status}${query.q ? `, search "${query.q}"` : ""}) as CSV`,
      after: { status: options.status, search: query.q ?? null, rows: count },
    });
    return csvDownload(inboxCsv(read), `${kind}-${todayInIndia()}.csv`);
  },
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { GET: exportCsv });
