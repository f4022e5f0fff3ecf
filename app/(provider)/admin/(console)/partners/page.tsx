import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { FilterTabs } from "@/components/admin/filter-tabs";
import { ConsoleTable, NoAccess, PageHeader } from "@/components/admin/page-header";
import { PARTNER_STATUS as STATUS, PartnerStatusBadge } from "@/components/admin/partners/partner-status";
import { ReviewActions } from "@/components/admin/partners/review-actions";
import { ListControls, PageNumbers } from "@/components/admin/list-controls";
import { ACTIONS_COLUMN, numericColumn } from "@/components/ui/table-head";
import { listPartnersForReview } from "@/lib/console/reads";
import { PARTNERS_PAGE_SIZE, PARTNER_SORTS, type PartnerSort } from "@/lib/data/partner-review";
import { formatDate } from "@/lib/format/console-date";
import type { PartnerStatus } from "@/lib/generated/prisma/enums";
import { can } from "@/lib/staff/roles";
import { consoleContext, searchText } from "../console-staff";

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
        description={`${pendingCount} waiting for review. Approved and reinstated partners can sign in at once; rejected and suspended ones are signed out at once.`}
      />
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
      {rows.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-ink">No partners found</p>
          <p className="mt-1 text-sm text-slate-600">
            {q ? `Nothing matches “${q}”. Try a name, an email or a company.` : "Nobody has signed up yet."}
          </p>
        </div>
      ) : (
        <ConsoleTable
          caption={`Partners, ${SORT_LABELS[sort ?? "review"].toLowerCase()}`}
          columns={["Partner", "Signed up", "Status", numericColumn("Coupons"), ACTIONS_COLUMN]}
          footer={
            <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
              {total} {total === 1 ? "partner" : "partners"}
              {pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ""}
            </p>
          }
        >
          {rows.map((p) => (
            <tr key={p.id} className="align-top">
              <td className="px-4 py-3">
                <p className="font-semibold text-ink">
                  <Link href={`/admin/partners/${p.id}`} className="underline-offset-2 hover:underline">
                    {p.companyName}
                  </Link>
                </p>
                <p className="text-slate-700">
                  {p.fullName} ·{" "}
                  <a href={`mailto:${p.email}`} className="underline-offset-2 hover:underline">
                    {p.email}
                  </a>{" "}
                  · {p.phoneNumber}
                </p>
                <p className="text-xs text-slate-500">
                  {p.companyAddress} ·{" "}
                  <a
                    href={p.companyPrivacyUrl}
                    rel="noreferrer noopener"
                    target="_blank"
                    className="underline-offset-2 hover:underline"
                  >
                    privacy policy
                  </a>
                </p>
                {p.reviewNote ? <p className="mt-1 text-xs text-red-700">Reason: {p.reviewNote}</p> : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(p.createdAt)}</td>
              <td className="px-4 py-3">
                <PartnerStatusBadge status={p.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{p.coupons}</td>
              <td className="px-4 py-3 text-right">
                {can(ctx.session.role, "partners.review") ? (
                  <ReviewActions partnerId={p.id} status={p.status} company={p.companyName} />
                ) : null}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <PageNumbers label="Partner pages" page={page} pages={pages} href={(n) => href(status, n)} />
    </>
  );
}
