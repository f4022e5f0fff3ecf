import type { Metadata } from "next";
import { ContentList, TitleCell } from "@/components/admin/content/content-list";
import { NoAccess } from "@/components/admin/page-header";
import { services } from "@/lib/console/content/services";
import { listContent } from "@/lib/console/content/workflow";
import { consoleContext } from "../../console-staff";
import { contentQuery, type ContentSearch } from "../../content-query";

export const metadata: Metadata = { title: "Services" };

export default async function ServicesPage({ searchParams }: { searchParams: Promise<ContentSearch> }) {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const query = contentQuery(params);
  const q = query.search;
  const list = await listContent(services, ctx, query);
  return (
    <ContentList
      noun="service"
      title="Services"
      description="The 'Dynamics' pages, in their listed order. Publishing shows a service on /dynamics at once."
      path="/admin/services"
      defaultOrder="As listed on the site"
      search={{ label: "Search services", placeholder: "Title or tagline" }}
      query={query}
      page={list.page}
      pages={list.pages}
      total={list.total}
      create={{ href: "/admin/services/new", label: "New service" }}
      notice={params.done === "deleted" ? "Service deleted." : null}
      empty={q || query.state ? `No services match this search and filter.` : "No services yet. Add the first one."}
      caption={query.sort ? "Services, last updated first" : "Services, in their listed order"}
      rows={list.rows}
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
