import { Link } from "@/components/ui/link";
import { TableHead } from "@/components/ui/table-head";
import type { CouponView } from "@/lib/model/coupon-view";
import { couponExpiryText } from "@/lib/format/coupon-expiry";
import { StatusBadge } from "../coupons/status-badge";
import { EmptyState, Panel, PanelTable } from "../dashboard/panel";

/** The six newest coupons (spec 9) with their status and expiry. */
export function RecentCoupons({ coupons, today }: { coupons: CouponView[]; today: string }) {
  return (
    <Panel
      id="recent-title"
      title="Recent coupons"
      action={
        <Link href="/dashboard/listing" className="self-center text-sm font-semibold text-brand-700 hover:underline">
          Manage coupons
        </Link>
      }
    >
      {coupons.length === 0 ? (
        <EmptyState
          message="You have not listed any coupons yet."
          action={
            <Link
              href="/dashboard/listing"
              className="mt-4 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Add your first coupon
            </Link>
          }
        />
      ) : (
        <PanelTable
          caption="Your six newest coupons"
          head={
            <TableHead
              columns={["Coupon", "Code", "Status", "Expiry"]}
              cellClassName="py-2 pr-4 font-semibold last:pr-0"
            />
          }
        >
          {coupons.map((coupon) => (
            <tr key={coupon.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="max-w-64 py-3 pr-4 font-normal">
                <span className="block truncate font-semibold text-ink" title={coupon.title}>
                  {coupon.title}
                </span>
                <span className="block truncate text-slate-500">{coupon.brand}</span>
              </th>
              <td className="py-3 pr-4 font-mono text-slate-700">{coupon.code ?? "—"}</td>
              <td className="py-3 pr-4">
                <StatusBadge coupon={coupon} />
              </td>
              <td className="py-3 whitespace-nowrap text-slate-700">{couponExpiryText(coupon.expiryDate, today)}</td>
            </tr>
          ))}
        </PanelTable>
      )}
    </Panel>
  );
}
