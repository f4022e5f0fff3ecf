import type { Metadata } from "next";
import { AuditEntry } from "@/components/admin/audit/audit-entry";
import { AuditFilters } from "@/components/admin/audit/audit-filters";
import { EmptyList, LIST_CLASS, NoAccess, PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { auditLogPage } from "@/lib/console/reads";
import { consoleContext } from "../console-staff";
import { readAuditSearch, type AuditSearch } from "./audit-query";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage({ searchParams }: { searchParams: Promise<AuditSearch> }) {
  const ctx = await consoleContext("audit.read");
  if (!ctx) return <NoAccess />;
  const { filter, cursor, limit, query, problems } = readAuditSearch(await searchParams);
  const { rows, older, newer, choices } = await auditLogPage(ctx, filter, cursor);
  const paged = { ...query, ...(limit !== 50 ? { limit: String(limit) } : {}) };
  const href = (extra: Record<string, string>) => `/admin/audit?${new URLSearchParams({ ...paged, ...extra })}`;
  const filtered = Object.keys(query).length > 0;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the console, staff sign-ins and sign-outs, and reads of the mail: who, what, when, before and after. It cannot be edited."
      >
        <a
          href={`/api/admin/audit/export?${new URLSearchParams(query)}`}
          download
          className="shrink-0 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
        >
          Export {filtered ? "these entries" : "all entries"} as CSV
        </a>
      </PageHeader>
      <AuditFilters query={query} limit={limit} choices={choices} />
      {problems.length > 0 ? (
        <div
          role="alert"
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">Part of the filter was not understood and is left out:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <EmptyList>{filtered ? "No entries match this filter." : "No entries yet."}</EmptyList>
      ) : (
        <ol aria-label="Audit entries, newest first" className={LIST_CLASS}>
          {rows.map((r) => (
            <AuditEntry key={r.id} entry={r} />
          ))}
        </ol>
      )}
      <Pager
        label="Audit log pages"
        newer={newer ? href({ after: newer }) : undefined}
        older={older ? href({ before: older }) : undefined}
      >
        <p className="text-sm text-slate-600">
          {rows.length} {rows.length === 1 ? "entry" : "entries"} on this page, {limit} per page
        </p>
      </Pager>
    </>
  );
}
