import Link from "next/link";
import type { CouponView } from "@/lib/data/coupon-shape";
import { couponExpiryText } from "@/lib/format/coupon-expiry";

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
    <section aria-labelledby="recent-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recent-title" className="text-lg font-bold text-ink">
          Recent coupons
        </h2>
        <Link href="/dashboard/listing" className="text-sm font-semibold text-brand-700 hover:underline">
          Manage coupons
        </Link>
      </div>
      {coupons.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-600">
          <p>You have not listed any coupons yet.</p>
          <Link
            href="/dashboard/listing"
            className="mt-4 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Add your first coupon
          </Link>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your six newest coupons</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Coupon
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Code
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Expiry
                </th>
              </tr>
            </thead>
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
    </section>
  );
}
