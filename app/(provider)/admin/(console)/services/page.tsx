import type { Metadata } from "next";
import { ContentList, TitleCell } from "@/components/admin/content/content-list";
import { NoAccess } from "@/components/admin/page-header";
import { services } from "@/lib/console/content/services";
import { listContent } from "@/lib/console/content/workflow";
import { consoleContext, searchText } from "../console-staff";

export const metadata: Metadata = { title: "Services" };

type Search = { q?: string | string[]; done?: string | string[] };

export default async function ServicesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const q = searchText(params.q);
  return (
    <ContentList
      title="Services"
      description="The 'Dynamics' pages, in their listed order. Publishing shows a service on /dynamics at once."
      search={{ label: "Search services", placeholder: "Title or tagline", value: q }}
      create={{ href: "/admin/services/new", label: "New service" }}
      notice={params.done === "deleted" ? "Service deleted." : null}
      empty={q ? `No services match “${q}”.` : "No services yet. Add the first one."}
      caption="Services, in their listed order"
      rows={await listContent(services, ctx, q)}
      columns={[
        { header: "Position", width: "w-20", className: "tabular-nums text-slate-600", cell: (s) => s.position },
        {
          header: "Title",
          cell: (s) => (
            <TitleCell href={`/admin/services/${s.id}`} title={s.title}>
              <p className="line-clamp-1 text-xs text-slate-500">{s.tagLine}</p>
            </TitleCell>
          ),
        },
      ]}
    />
  );
}
