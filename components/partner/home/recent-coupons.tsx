import Link from "next/link";
import { TableHead } from "@/components/ui/table-head";
import type { CouponView } from "@/lib/data/coupon-shape";
import { couponExpiryText } from "@/lib/format/coupon-expiry";
import { EmptyState, Panel } from "../dashboard/panel";

type Badge = { label: string; tone: "red" | "green" | "amber" };

/** Spec 4: Expired red, claimed green, anything else amber (named by its phase, decision 514). */
export function statusBadge(coupon: Pick<CouponView, "status" | "isLived">): Badge {
  if (coupon.status === "Expired") return { label: "Expired", tone: "red" };
  if (coupon.status === "claimed") return { label: "Claimed", tone: "green" };
  return { label: coupon.isLived ? "Live" : "Listed", tone: "amber" };
}

const toneClass = {
  red: "bg-red-50 text-red-800 ring-red-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
} as const;

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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your six newest coupons</caption>
            <TableHead
              columns={["Coupon", "Code", "Status", "Expiry"]}
              cellClassName="py-2 pr-4 font-semibold last:pr-0"
            />
            <tbody>
              {coupons.map((coupon) => {
                const badge = statusBadge(coupon);
                return (
                  <tr key={coupon.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="max-w-64 py-3 pr-4 font-normal">
                      <span className="block truncate font-semibold text-ink" title={coupon.title}>
                        {coupon.title}
                      </span>
                      <span className="block truncate text-slate-500">{coupon.brand}</span>
                    </th>
                    <td className="py-3 pr-4 font-mono text-slate-700">{coupon.code ?? "—"}</td>
                    <td className="py-3 pr-4">
                      <span
                        data-tone={badge.tone}
                        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[badge.tone]}`}
                      >
                        {badge.label}
                      </span>
                    </td>
                    <td className="py-3 whitespace-nowrap text-slate-700">
                      {couponExpiryText(coupon.expiryDate, today)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
