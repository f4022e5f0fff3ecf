import type { AuditCursor, AuditFilter } from "@/lib/data/audit";
import { AUDIT_PAGE_SIZES, auditQuerySchema } from "@/lib/validations/staff-api";

export type AuditSearch = Record<string, string | string[] | undefined>;

const FIELDS = ["q", "actor", "action", "entityType", "from", "to", "before", "after", "limit"] as const;
type Field = (typeof FIELDS)[number];

/**
 * The page's query string read as the staff API reads it (one schema), except that a value the schema
 * refuses is dropped with a note instead of refusing the whole page; the rest of the filter still applies.
 */
export function readAuditSearch(params: AuditSearch) {
  const values: Partial<Record<Field, string>> = {};
  const problems: string[] = [];
  for (const field of FIELDS) {
    const raw = params[field];
    if (typeof raw !== "string" || raw.trim() === "") continue;
    const parsed = auditQuerySchema.shape[field].safeParse(raw);
    if (parsed.success) values[field] = String(parsed.data);
    else problems.push(`${field}: ${parsed.error.issues[0]?.message ?? "not understood"}`);
  }
  if (values.from && values.to && values.from > values.to) {
    problems.push("to: The first day must not be after the last.");
    delete values.to;
  }
  if (values.before && values.after) delete values.after;
  const limit = Number(values.limit ?? 50) as (typeof AUDIT_PAGE_SIZES)[number];
  const filter: AuditFilter = {
    search: values.q,
    actor: values.actor,
    action: values.action,
    entityType: values.entityType,
    from: values.from,
    to: values.to,
  };
  const cursor: AuditCursor = { before: values.before, after: values.after, take: limit };
  /** The filter as query parameters, for the pager, the export and the form. */
  const query: Record<string, string> = {};
  for (const field of ["q", "actor", "action", "entityType", "from", "to"] as const)
    if (values[field]) query[field] = values[field];
  return { filter, cursor, limit, query, problems };
}
