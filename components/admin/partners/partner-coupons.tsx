import { PageNumbers } from "@/components/admin/list-controls";
import { CouponStateBadge } from "@/components/partner/coupons/status-badge";
import { ConsoleTable } from "@/components/admin/page-header";
import { numericColumn } from "@/components/ui/table-head";
import { couponStateLabel, type CouponState } from "@/lib/model/coupon-view";
import type { PartnerCouponRow } from "@/lib/data/partner-detail";
import { formatDate } from "@/lib/format/console-date";
import { formatNumber } from "@/lib/format/rupees";
import { dayToDate } from "@/lib/model/calendar-day";

const ORDER: CouponState[] = ["live", "listed", "claimed", "paused", "expired"];
const day = (d: string) => formatDate(dayToDate(d));

/** A partner's coupons in the console: how many in each state, then a page of them, newest first. */
export function PartnerCoupons({
  rows,
  counts,
  total,
  pages,
  page,
  href,
  listed,
}: {
  rows: PartnerCouponRow[];
  counts: Record<CouponState, number>;
  total: number;
  /** How many pages the coupons fill (at least one). */
  pages: number;
  page: number;
  href: (page: number) => string;
  /** False while the partner is not approved: none of their coupons is on the public site. */
  listed: boolean;
}) {
  if (total === 0) return <p className="text-sm text-slate-600">No coupons yet.</p>;
  return (
    <>
      <ul aria-label="Coupons by state" className="mb-4 flex flex-wrap gap-2 text-sm">
        {ORDER.map((state) => (
          <li key={state} className="rounded-xl border border-slate-200 px-3 py-1.5 text-slate-700">
            <span className="font-semibold tabular-nums text-ink">{formatNumber(counts[state])}</span>{" "}
            {couponStateLabel[state].toLowerCase()}
          </li>
        ))}
      </ul>
      {listed ? null : (
        <p className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          While this partner is not approved, none of their coupons is on the public site or the app.
        </p>
      )}
      <ConsoleTable
        caption="Coupons, newest first"
        card="overflow-x-auto rounded-xl border border-slate-200"
        columns={["Coupon", "State", "Runs", numericColumn("Views"), numericColumn("Clicks")]}
      >
        {rows.map((c) => (
          <tr key={c.id}>
            <td className="px-4 py-2.5">
              <p className="font-semibold text-ink">{c.title}</p>
              <p className="text-xs text-slate-600">{c.brand}</p>
            </td>
            <td className="px-4 py-2.5">
              <CouponStateBadge state={c.state} />
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 text-slate-600">
              {day(c.startDate)} – {day(c.expiryDate)}
            </td>
            <td className="px-4 py-2.5 text-right tabular-nums">{formatNumber(c.views)}</td>
            <td className="px-4 py-2.5 text-right tabular-nums">{formatNumber(c.clicks)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <p className="mt-3 text-sm text-slate-600">
        {formatNumber(total)} {total === 1 ? "coupon" : "coupons"}
        {pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ""}
      </p>
      <PageNumbers label="Coupon pages" page={page} pages={pages} href={href} />
    </>
  );
}
