import { SearchX, TicketX } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CouponSearch } from "@/components/partner/coupons/coupon-search";
import { StatusBoard } from "@/components/partner/coupons-status/status-board";
import { SHOW_MAX, SHOW_STEP, afterTab, shownOnTab } from "@/components/partner/coupons-status/shown-on-tab";
import { formatNumber } from "@/lib/format/rupees";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import type { CouponPhase } from "@/lib/model/coupon-view";
import { listCouponsByPhase } from "@/lib/data/coupons";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponSearchSchema } from "@/lib/validations/coupon";
import { dashboardPartner } from "../../current-partner";

export const metadata: Metadata = { title: "Coupons by status" };

const TABS: { id: CouponPhase; label: string; empty: string }[] = [
  { id: "lived", label: "Lived Coupons", empty: "No coupons are live today." },
  { id: "listed", label: "Listed Coupons", empty: "No coupons are waiting to start." },
  { id: "expired", label: "Expired Coupons", empty: "No coupons have expired." },
];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The tabbed listing (spec 2; decision 525): tabs and search are URLs, so they work without JavaScript. */
export default async function CouponStatusPage({ searchParams }: Props) {
  const { partnerId } = await dashboardPartner();
  const raw = await searchParams;
  const tab = TABS.find((t) => t.id === first(raw.tab)) ?? TABS[1]!;
  const parsed = couponSearchSchema.safeParse({ search: first(raw.search) });
  const search = parsed.success ? (parsed.data.search ?? "") : "";
  const shown = shownOnTab(first(raw.show));
  const today = todayInIndia();
  const { coupons, counts } = await listCouponsByPhase(partnerId, tab.id, { search, limit: shown }, today);
  const href = (params: Record<string, string>) =>
    `?${new URLSearchParams({ ...(search ? { search } : {}), ...params })}`;

  // A search with nothing on this tab says which tabs it does match.
  const elsewhere = TABS.filter((t) => t.id !== tab.id && counts[t.id] > 0);
  const empty = (
    <div className="mt-6 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      {search ? (
        <>
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="mt-4 text-lg font-bold text-ink">No coupons found for &quot;{search}&quot;</h2>
          <p className="mt-1 text-slate-600">Try keywords like food or a brand name.</p>
          {elsewhere.length > 0 ? (
            <p className="mt-3 text-slate-700">
              It matches on{" "}
              {elsewhere.map((t, i) => (
                <span key={t.id}>
                  {i > 0 ? " and " : ""}
                  <Link href={href({ tab: t.id })} className="font-semibold text-brand-700 underline">
                    {t.label} ({counts[t.id]})
                  </Link>
                </span>
              ))}
              .
            </p>
          ) : null}
        </>
      ) : (
        <>
          <TicketX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="mt-4 text-lg font-bold text-ink">{tab.empty}</h2>
          <p className="mt-1 text-slate-600">Coupons move between tabs by their start and expiry dates.</p>
        </>
      )}
    </div>
  );

  return (
    <>
      <PageHeading
        backToListing
        title="Coupons by status"
        subtitle="Live, waiting to start, and expired, paused or claimed, each on its own tab"
      />
      <div className="mt-6">
        <CouponSearch initial={search} extra={{ tab: tab.id }} />
      </div>
      <nav aria-label="Coupon status" className="mt-6 border-b border-slate-200">
        <ul className="flex gap-1">
          {TABS.map((t) => {
            const current = t.id === tab.id;
            return (
              <li key={t.id}>
                <Link
                  href={href({ tab: t.id })}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold ${current ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-ink"}`}
                >
                  {t.label}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${current ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-600"}`}
                  >
                    {counts[t.id]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <StatusBoard key={`${tab.id}:${search}`} coupons={coupons} today={today} empty={empty} />
      {afterTab(counts[tab.id], coupons.length) === "search" ? (
        <p role="note" className="mt-8 text-center text-sm text-slate-600">
          Showing {formatNumber(SHOW_MAX)} of {formatNumber(counts[tab.id])}. Search to find the others, or see them all
          on the{" "}
          <Link href="/dashboard/listing" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Listing Page
          </Link>
          .
        </p>
      ) : afterTab(counts[tab.id], coupons.length) === "more" ? (
        <div className="mt-8 flex justify-center">
          <Link
            href={href({ tab: tab.id, show: String(shown + SHOW_STEP) })}
            scroll={false}
            className="inline-flex h-12 items-center rounded-xl border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Show more
          </Link>
        </div>
      ) : null}
    </>
  );
}
