import type { Metadata } from "next";
import Link from "next/link";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { SearchBox } from "@/components/admin/search-box";
import { StatusBadge } from "@/components/admin/status-badge";
import { requestIp } from "@/lib/auth/client-address";
import { services as serviceKind } from "@/lib/console/content/services";
import { listContent } from "@/lib/console/content/workflow";
import { formatDateTime } from "@/lib/format/console-date";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../console-staff";

export const metadata: Metadata = { title: "Services" };

type Search = { q?: string | string[]; done?: string | string[] };

export default async function ServicesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.slice(0, 100) : "";
  const services = await listContent(serviceKind, { session, ip: await requestIp() }, q);
  return (
    <>
      <PageHeader
        title="Services"
        description="The 'Dynamics' pages, in their listed order. Publishing shows a service on /dynamics at once."
      >
        <div className="flex gap-3">
          <SearchBox label="Search services" placeholder="Title or tagline" value={q} />
          <Link
            href="/admin/services/new"
            className="inline-flex h-10 items-center whitespace-nowrap rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            New service
          </Link>
        </div>
      </PageHeader>
      {params.done === "deleted" ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          Service deleted.
        </p>
      ) : null}
      {services.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          {q ? `No services match “${q}”.` : "No services yet. Add the first one."}
        </p>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Services, in their listed order</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wider text-slate-500">
              <tr>
                <th scope="col" className="w-20 px-4 py-3">
                  Position
                </th>
                <th scope="col" className="px-4 py-3">
                  Title
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {services.map((s) => (
                <tr key={s.id}>
                  <td className="px-4 py-3 tabular-nums text-slate-600">{s.position}</td>
                  <td className="px-4 py-3">
                    <Link href={`/admin/services/${s.id}`} className="font-semibold text-ink hover:underline">
                      {s.title}
                    </Link>
                    <p className="line-clamp-1 text-xs text-slate-500">{s.tagLine}</p>
                  </td>
                  <td className="px-4 py-3">
                    {s.published ? (
                      <StatusBadge tone="green">Published</StatusBadge>
                    ) : (
                      <StatusBadge tone="slate">Draft</StatusBadge>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                    {formatDateTime(new Date(s.updatedAt))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
