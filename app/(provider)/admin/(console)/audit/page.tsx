import type { Metadata } from "next";
import Link from "next/link";
import { EmptyList, LIST_CLASS, NoAccess, PageHeader } from "@/components/admin/page-header";
import { SearchBox } from "@/components/admin/search-box";
import { listAuditLog } from "@/lib/console/reads";
import { AUDIT_PAGE_SIZE } from "@/lib/data/audit";
import { formatDateTime } from "@/lib/format/console-date";
import { consoleContext, searchText } from "../console-staff";

export const metadata: Metadata = { title: "Audit log" };

type Search = { q?: string | string[]; before?: string | string[] };

function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</p>
      <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-slate-100 p-2 text-xs text-ink">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("audit.read");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const q = searchText(params.q);
  const before = typeof params.before === "string" ? params.before : undefined;
  const rows = await listAuditLog(ctx, { search: q, before });
  const older = rows.length === AUDIT_PAGE_SIZE ? rows.at(-1)?.id : undefined;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the console, staff sign-ins and sign-outs, and reads of the mail: who, what, when, before and after. It cannot be edited."
      >
        <SearchBox label="Search the audit log" placeholder="Action, summary or email" value={q} />
      </PageHeader>
      {rows.length === 0 ? (
        <EmptyList>{q ? `No entries match “${q}”.` : "No entries yet."}</EmptyList>
      ) : (
        <ol aria-label="Audit entries, newest first" className={LIST_CLASS}>
          {rows.map((r) => (
            <li key={r.id} className="px-5 py-4">
              <div className="flex items-baseline justify-between gap-4">
                <p className="font-semibold text-ink">{r.summary}</p>
                <time dateTime={r.createdAt.toISOString()} className="shrink-0 text-sm text-slate-500">
                  {formatDateTime(r.createdAt)}
                </time>
              </div>
              <p className="mt-0.5 text-sm text-slate-600">
                <code className="text-xs">{r.action}</code> by {r.actorEmail}
                {r.ip ? ` from ${r.ip}` : ""}
              </p>
              {r.before !== null || r.after !== null ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">Before and after</summary>
                  <div className="mt-2 flex flex-wrap gap-4">
                    <Snapshot label="Before" value={r.before} />
                    <Snapshot label="After" value={r.after} />
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {older ? (
        <p className="mt-4">
          <Link
            href={`/admin/audit?${new URLSearchParams({ ...(q ? { q } : {}), before: older })}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Older entries
          </Link>
        </p>
      ) : null}
    </>
  );
}
