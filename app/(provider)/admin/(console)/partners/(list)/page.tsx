import type { Metadata } from "next";
import { FilterTabs } from "@/components/admin/filter-tabs";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { PartnerList } from "@/components/admin/partners/partner-list";
import { PARTNER_STATUS as STATUS } from "@/components/admin/partners/partner-status";
import { ListControls, PageNumbers } from "@/components/admin/list-controls";
import { listPartnersForReview } from "@/lib/console/reads";
import { PARTNERS_PAGE_SIZE, PARTNER_SORTS, type PartnerSort } from "@/lib/data/partner-review";
import { formatDate } from "@/lib/format/console-date";
import type { PartnerStatus } from "@/lib/generated/prisma/enums";
import { can } from "@/lib/staff/roles";
import { consoleContext, searchText } from "../../console-staff";

export const metadata: Metadata = { title: "Partners" };

const FILTERS: { value: PartnerStatus | null; label: string }[] = [
  { value: null, label: "All" },
  ...(Object.keys(STATUS) as PartnerStatus[]).map((value) => ({ value, label: STATUS[value].label })),
];

const SORT_LABELS: Record<PartnerSort, string> = {
  review: "Pending first",
  newest: "Signed up, newest first",
  oldest: "Signed up, oldest first",
  company: "Company, A to Z",
};

type Search = { q?: string | string[]; status?: string | string[]; sort?: string | string[]; page?: string | string[] };

export default async function PartnersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("partners.read");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const q = searchText(params.q);
  const status = FILTERS.find((f) => f.value && f.value.toLowerCase() === params.status)?.value ?? undefined;
  const sort = PARTNER_SORTS.find((v) => v !== "review" && v === params.sort);
  const asked = Number(params.page);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1001 ? asked : 1;
  const { rows, total, pendingCount } = await listPartnersForReview(ctx, { search: q, status, sort, page: page - 1 });
  const pages = Math.max(1, Math.ceil(total / PARTNERS_PAGE_SIZE));
  const href = (value: PartnerStatus | null | undefined = status, n = 1) => {
    const query = new URLSearchParams({
      ...(value ? { status: value.toLowerCase() } : {}),
      ...(q ? { q } : {}),
      ...(sort ? { sort } : {}),
      ...(n > 1 ? { page: String(n) } : {}),
    });
    return `/admin/partners${query.size ? `?${query}` : ""}`;
  };
  return (
    <>
      <PageHeader
        title="Partners"
        description="Approved and reinstated partners can sign in at once; rejected and suspended ones are signed out at once."
      />
      {/* A line of its own: the count changes with each review, and must not re-wrap the text above and
          move the list under the pointer (decision 617). */}
      <p className="-mt-4 mb-5 text-sm font-semibold text-slate-700">{pendingCount} waiting for review</p>
      <FilterTabs
        label="Partner status"
        items={FILTERS.map((f) => ({
          href: href(f.value),
          label: f.label,
          current: (f.value ?? undefined) === status,
        }))}
      />
      <ListControls
        label="Search and order partners"
        search={{ label: "Search partners", placeholder: "Name, email or company", value: q }}
        selects={[
          {
            name: "sort",
            label: "Order",
            value: sort ?? "",
            options: PARTNER_SORTS.map((v) => ({ value: v === "review" ? "" : v, label: SORT_LABELS[v] })),
          },
        ]}
        hidden={status ? { status: status.toLowerCase() } : {}}
      />
      {/* A new list (another tab, search, order or page) forgets the rows reviewed on the last one. */}
      <PartnerList
        key={href(status, page)}
        mayReview={can(ctx.session.role, "partners.review")}
        rows={rows.map(({ emailVerifiedAt: _v, reviewedAt: _r, createdAt, ...p }) => ({
          ...p,
          signedUp: formatDate(createdAt),
        }))}
        caption={`Partners, ${SORT_LABELS[sort ?? "review"].toLowerCase()}`}
        footer={
          <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
            {total} {total === 1 ? "partner" : "partners"}
            {pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ""}
          </p>
        }
        empty={
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            {total > 0 ? (
              // Past the last page (an old link, a page number typed): the partners are there, on other pages.
              <>
                <p className="font-semibold text-ink">There is no page {page}</p>
                <p className="mt-1 text-sm text-slate-600">
                  The list has {pages} {pages === 1 ? "page" : "pages"}.{" "}
                  <a href={href(status, pages)} className="font-semibold text-brand-700 underline">
                    Go to page {pages}
                  </a>
                </p>
              </>
            ) : (
              <>
                <p className="font-semibold text-ink">No partners found</p>
                <p className="mt-1 text-sm text-slate-600">
                  {q
                    ? `Nothing matches “${q}”. Try a name, an email or a company.`
                    : status
                      ? `No partner is ${STATUS[status].label.toLowerCase()}.`
                      : "Nobody has signed up yet."}
                </p>
              </>
            )}
          </div>
        }
      />
      <PageNumbers label="Partner pages" page={page} pages={pages} href={(n) => href(status, n)} />
    </>
  );
}
