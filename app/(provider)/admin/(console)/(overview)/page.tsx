import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/admin/page-header";
import { ViewsChart } from "@/components/admin/views-chart";
import { requestIp } from "@/lib/auth/client-address";
import { consoleOverview } from "@/lib/console/reads";
import { formatNumber } from "@/lib/format/rupees";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../console-staff";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const session = await consoleStaff();
  const o = await consoleOverview({ session, ip: await requestIp() });
  const inbox = can(session.role, "inbox.read");
  const tiles = [
    {
      label: "Pending partners",
      value: o.pendingPartners,
      href: can(session.role, "partners.read") ? "/admin/partners?status=pending" : null,
    },
    { label: "New leads", value: o.newLeads, href: inbox ? "/admin/inbox?kind=leads" : null },
    { label: "New messages", value: o.newMessages, href: inbox ? "/admin/inbox?kind=messages" : null },
    {
      label: "Open deletion requests",
      value: o.openDeletionRequests,
      href: inbox ? "/admin/inbox?kind=deletions" : null,
      note: o.overdueDeletionRequests ? `${o.overdueDeletionRequests} older than 7 business days` : null,
    },
    { label: "Live coupons", value: o.liveCoupons, href: null },
  ];
  return (
    <>
      <PageHeader title={`Hello, ${session.name.split(" ")[0] || "there"}`} description="What needs attention today." />
      <ul className="grid grid-cols-5 gap-4">
        {tiles.map((t) => {
          const body = (
            <>
              <span className="block text-sm font-semibold text-slate-600">{t.label}</span>
              <span className="mt-2 block text-3xl font-bold tabular-nums text-ink">{formatNumber(t.value, 0)}</span>
              {"note" in t && t.note ? (
                <span className="mt-1 block text-xs font-semibold text-red-700">{t.note}</span>
              ) : null}
            </>
          );
          return (
            <li key={t.label} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
              {t.href ? (
                <Link href={t.href} className="block rounded-2xl p-4 hover:bg-slate-50">
                  {body}
                </Link>
              ) : (
                <div className="p-4">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <section
        aria-labelledby="views-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex items-baseline justify-between">
          <h2 id="views-heading" className="text-lg font-bold text-ink">
            Page views, last 30 days
          </h2>
          <p className="text-sm text-slate-600">{formatNumber(o.pageViewsTotal, 0)} in total</p>
        </div>
        <div className="mt-4">
          <ViewsChart days={o.pageViews} />
        </div>
      </section>
    </>
  );
}
