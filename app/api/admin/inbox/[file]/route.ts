import { parseWith, queryValues } from "@/lib/http/request-body";
import { audit } from "@/lib/console/context";
import { listContactMessages, listDeletionRequests, listLeads } from "@/lib/console/reads";
import { COMPANY_SIZE_LABELS } from "@/lib/validations/lead";
import { AppError } from "@/lib/errors";
import { isoInIndia } from "@/lib/format/console-date";
import { csvDownload, toCsv } from "@/lib/format/csv";
import { api, routeHandler } from "@/lib/operations/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { inboxExportQuerySchema } from "@/lib/validations/staff-api";

const EXPORT_LIMIT = 50_000;
/** India time with its offset, as the console and the file name (console review m15). */
const iso = (d: Date | null) => (d ? isoInIndia(d) : "");

/**
 * GET /api/admin/inbox/{messages|leads|deletions}.csv?status=&q= : the inbox tab as a spreadsheet, cells
 * escaped against formula injection (lib/format/csv.ts). Every export is in the audit log: it carries
 * people's names and addresses off the console (issue 23).
 */
const exportCsv = routeHandler(
  { audience: "staff", permission: "inbox.read" },
  async ({ request, actor, ip, params }) => {
    const kind = /^(messages|leads|deletions)\.csv$/.exec(params.file ?? "")?.[1];
    if (!kind) throw new AppError("not_found", "No such export.");
    const query = parseWith(inboxExportQuerySchema, queryValues(request));
    const staff = { session: actor, ip };
    const options = { status: query.status ?? "new", search: query.q, take: EXPORT_LIMIT } as const;
    let rows: (string | number | null)[][];
    if (kind === "messages") {
      rows = [
        ["Received (IST)", "Name", "Email", "Message", "Handled (IST)"],
        ...(await listContactMessages(staff, options)).map((m) => [
          iso(m.createdAt),
          m.name,
          m.email,
          m.message,
          iso(m.handledAt),
        ]),
      ];
    } else if (kind === "leads") {
      rows = [
        ["Received (IST)", "Name", "Email", "Phone", "Company size", "Location", "Submissions", "Handled (IST)"],
        ...(await listLeads(staff, options)).map((l) => [
          iso(l.createdAt),
          l.name,
          l.email,
          l.phone,
          COMPANY_SIZE_LABELS[l.companySize],
          l.location,
          l.submissions,
          iso(l.handledAt),
        ]),
      ];
    } else {
      rows = [
        ["Asked (IST)", "Email", "Reason", "Status", "Confirmed (IST)", "Carried out (IST)", "Business days open"],
        ...(await listDeletionRequests(staff, options)).map((r) => [
          iso(r.createdAt),
          r.email,
          r.reason,
          r.status,
          iso(r.confirmedAt),
          iso(r.completedAt),
          r.status === "CONFIRMED" ? r.businessDaysOpen : "",
        ]),
      ];
    }
    const count = rows.length - 1;
    await audit(staff, {
      action: "inbox.export",
      entityType: kind,
      summary: `Exported ${count} ${kind} (${options.status}${query.q ? `, search "${query.q}"` : ""}) as CSV`,
      after: { status: options.status, search: query.q ?? null, rows: count },
    });
    return csvDownload(toCsv(rows), `${kind}-${todayInIndia()}.csv`);
  },
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { GET: exportCsv });
