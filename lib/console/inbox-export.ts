import "server-only";
import { isoInIndia } from "@/lib/format/console-date";
import { toCsv } from "@/lib/format/csv";
import { COMPANY_SIZE_LABELS } from "@/lib/validations/lead";
import type { InboxRows } from "./reads";

// The inbox as a spreadsheet (decisions 604 and 627): a whole tab (GET /api/admin/inbox/{kind}.csv) or the
// items selected on it, with the same columns, times in India time with their offset (console review m15)
// and cells escaped against formula injection (lib/format/csv.ts).

/** India time with its offset, as the console and the file name show it. */
const iso = (d: Date | null) => (d ? isoInIndia(d) : "");

export function inboxCsv(read: InboxRows): string {
  if (read.kind === "messages")
    return toCsv([
      ["Received (IST)", "Name", "Email", "Message", "Handled (IST)"],
      ...read.rows.map((m) => [iso(m.createdAt), m.name, m.email, m.message, iso(m.handledAt)]),
    ]);
  if (read.kind === "leads")
    return toCsv([
      ["Received (IST)", "Name", "Email", "Phone", "Company size", "Location", "Submissions", "Handled (IST)"],
      ...read.rows.map((l) => [
        iso(l.createdAt),
        l.name,
        l.email,
        l.phone,
        COMPANY_SIZE_LABELS[l.companySize],
        l.location,
        l.submissions,
        iso(l.handledAt),
      ]),
    ]);
  return toCsv([
    ["Asked (IST)", "Email", "Reason", "Status", "Confirmed (IST)", "Carried out (IST)", "Business days open"],
    ...read.rows.map((r) => [
      iso(r.createdAt),
      r.email,
      r.reason,
      r.status,
      iso(r.confirmedAt),
      iso(r.completedAt),
      r.status === "CONFIRMED" ? r.businessDaysOpen : "",
    ]),
  ]);
}
