import "server-only";
import { listAuditEntries, type AuditFilter } from "@/lib/data/audit";
import { auditFieldChanges } from "@/lib/format/audit-diff";
import { isoInIndia } from "@/lib/format/console-date";
import { toCsv } from "@/lib/format/csv";
import { EXPORT_ROWS_MAX } from "@/lib/limits/rules";
import { assertCan } from "@/lib/staff/session";
import { audit, type StaffContext } from "./context";

/** The filter as a person reads it, for the export's own entry: `action "partner.review", from 2026-11-01`. */
function describeFilter(filter: AuditFilter): string {
  const parts = Object.entries(filter)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k} "${v}"`);
  return parts.length ? parts.join(", ") : "no filter";
}

/** The filtered entries, newest first, as CSV; the export is written to the log before the file is answered. */
export async function exportAuditLog(staff: StaffContext, filter: AuditFilter): Promise<string> {
  assertCan(staff.session, "audit.read");
  const rows = await listAuditEntries(filter, { take: EXPORT_ROWS_MAX });
  const changes = (before: unknown, after: unknown) =>
    auditFieldChanges(before, after)
      .map((c) =>
        c.kind === "changed"
          ? `${c.field}: ${c.before} -> ${c.after}`
          : c.kind === "added"
            ? `${c.field}: + ${c.after}`
            : `${c.field}: - ${c.before}`,
      )
      .join("\n");
  const csv = toCsv([
    ["When (IST)", "Id", "Who", "Action", "Entity type", "Entity id", "Summary", "Changes", "Address"],
    ...rows.map((r) => [
      isoInIndia(r.createdAt),
      r.id,
      r.actorEmail,
      r.action,
      r.entityType,
      r.entityId,
      r.summary,
      changes(r.before, r.after),
      r.ip,
    ]),
  ]);
  const described = describeFilter(filter);
  await audit(staff, {
    action: "audit.export",
    entityType: "AuditLog",
    summary: `Exported ${rows.length} audit entries (${described}) as CSV`,
    after: { ...filter, rows: rows.length },
  });
  return csv;
}
