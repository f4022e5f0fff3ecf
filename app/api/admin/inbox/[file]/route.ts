import { partnerError } from "@/lib/api/partner-errors";
import { parsePartnerQuery } from "@/lib/api/partner-query";
import { partnerApiRoute } from "@/lib/auth/route";
import { listContactMessages, listDeletionRequests, listLeads } from "@/lib/data/admin/inbox";
import { COMPANY_SIZE_LABELS } from "@/lib/data/leads";
import { toCsv } from "@/lib/format/csv";
import { staffRoute } from "@/lib/staff/route";
import { todayInIndia } from "@/lib/validations/calendar-day";
import { inboxExportQuerySchema } from "@/lib/validations/staff-api";

type Context = { params: Promise<{ file: string }> };

const EXPORT_LIMIT = 50_000;
const iso = (d: Date | null) => (d ? d.toISOString() : "");

/**
 * GET /api/admin/inbox/{messages|leads|deletions}.csv?status=&q= : the inbox tab as a spreadsheet, cells
 * escaped against formula injection (lib/format/csv.ts).
 */
const exportCsv = staffRoute("inbox.read", async (request, staff, context: Context) => {
  const kind = /^(messages|leads|deletions)\.csv$/.exec((await context.params).file)?.[1];
  if (!kind) return partnerError(404, "not_found", "No such export.");
  const query = parsePartnerQuery(request, inboxExportQuerySchema);
  if (!query.ok) return query.response;
  const options = { status: query.data.status ?? "new", search: query.data.q, take: EXPORT_LIMIT } as const;
  let rows: (string | number | null)[][];
  if (kind === "messages") {
    rows = [
      ["Received", "Name", "Email", "Message", "Handled"],
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
      ["Received", "Name", "Email", "Phone", "Company size", "Location", "Submissions", "Handled"],
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
      ["Asked", "Email", "Reason", "Status", "Confirmed", "Carried out", "Business days open"],
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
  return new Response(`\uFEFF${toCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${todayInIndia()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute<Context>({ GET: exportCsv });
