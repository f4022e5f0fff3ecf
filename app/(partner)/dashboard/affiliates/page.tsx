import { CouponStateBadge } from "@/components/partner/coupons/status-badge";
import { Download } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CopyLinkButton } from "@/components/ui/copy-link-button";
import { DailyChart, REDEMPTIONS } from "@/components/partner/affiliates/daily-chart";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { EmptyState, Panel } from "@/components/partner/dashboard/panel";
import { StatTiles } from "@/components/partner/results/stat-tiles";
import { TableHead, numericColumn } from "@/components/ui/table-head";
import { STATS_DAYS } from "@/lib/model/coupon-view";
import { STATS_ROWS, couponStats, dailyStats } from "@/lib/data/coupon-stats";
import { trackingPath } from "@/lib/data/public-offers";
import { getEnv } from "@/lib/env";
import { formatNumber, formatRate, formatRupees, redemptionRate } from "@/lib/format/rupees";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponResultsPath } from "@/config/dashboard";
import { dashboardPartner } from "../current-partner";

export const metadata: Metadata = { title: "Affiliated Management" };

/**
 * Affiliated Management (not shown in the spec; decisions 530, 547, 563, 628): tracking links, views, clicks,
 * claims, redemptions and sales, in totals, per day and per coupon.
 */
export default async function AffiliatesPage() {
  const { partnerId } = await dashboardPartner();
  const today = todayInIndia();
  const [rows, days] = await Promise.all([couponStats(partnerId, {}, today), dailyStats(partnerId, STATS_DAYS, today)]);
  const total = (key: "views" | "clicks" | "claims" | "redemptions" | "sales") =>
    days.reduce((sum, d) => sum + d[key], 0);
  const [views, clicks, claims, redemptions, sales] = (
    ["views", "clicks", "claims", "redemptions", "sales"] as const
  ).map(total);
  const origin = getEnv().APP_URL;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading
          title="Affiliated Management"
          subtitle="Tracking links, views, clicks, claims, redemptions and sales of your coupons"
        />
        <div className="flex gap-3">
          {[
            { href: "/api/v1/coupon/stats.csv", label: "Export CSV" },
            { href: "/api/v1/coupon/stats/daily.csv", label: "Export daily CSV" },
          ].map(({ href, label }) => (
            <a
              key={href}
              href={href}
              download
              className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <Download aria-hidden="true" className="size-4" /> {label}
            </a>
          ))}
        </div>
      </div>
      <div className="mt-8">
        <StatTiles
          label={`Last ${STATS_DAYS} days`}
          cols={4}
          tiles={[
            { name: "Views", value: formatNumber(views!, 0) },
            { name: "Clicks", value: formatNumber(clicks!, 0) },
            { name: "Claims", value: formatNumber(claims!, 0) },
            { name: "Click-through rate", value: formatRate(clicks!, views!) },
          ].map((tile) => ({ ...tile, note: `last ${STATS_DAYS} days` }))}
        />
        {/* The funnel past the claim (issue 49 item 3, decision 563): one more row, the same tiles. */}
        <div className="mt-4">
          <StatTiles
            label={`Redemptions, last ${STATS_DAYS} days`}
            cols={4}
            tiles={[
              { name: "Redemptions", value: formatNumber(redemptions!, 0), note: `last ${STATS_DAYS} days` },
              { name: "Redemption rate", ...redemptionRate(redemptions!, claims!) },
              { name: "Sales", value: formatRupees(sales!, { paise: true }), note: "redeemed orders" },
              {
                name: "Average sales a day",
                value: formatRupees(sales! / STATS_DAYS, { paise: true }),
                note: `over ${STATS_DAYS} days`,
              },
            ]}
          />
        </div>
      </div>
      <Panel id="daily-title" title="Views, clicks and claims per day" className="mt-6">
        <div className="mt-4">
          <DailyChart days={days} />
        </div>
      </Panel>
      <Panel id="daily-redemptions-title" title="Redemptions and sales per day" className="mt-6">
        <div className="mt-4">
          <DailyChart
            days={days}
            figures={REDEMPTIONS}
            empty={`Nothing redeemed in the last ${STATS_DAYS} days yet. Redemptions and sales appear here once codes are redeemed at Redeem or through your checkout.`}
          />
        </div>
      </Panel>
      <Panel
        id="per-coupon-title"
        title="Per coupon"
        description="Share a coupon's tracking link: every visit goes to your offer and counts as a click."
        className="mt-6"
      >
        {rows.length === 0 ? (
          <EmptyState message="No coupons yet. List a coupon and its tracking link appears here." />
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Views, clicks, claims, redemptions and sales per coupon over the last {STATS_DAYS} days, most clicked
                first
              </caption>
              <TableHead
                columns={[
                  "Coupon",
                  "Status",
                  ...["Views", "Clicks", "Claims", "Redeemed", "Rate", "Sales", "All time"].map(numericColumn),
                  "Tracking link",
                ]}
              />
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="max-w-56 py-3 pr-4 font-normal">
                      <Link
                        href={couponResultsPath(r.id)}
                        className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline"
                      >
                        {r.title}
                      </Link>
                      <span className="block truncate text-slate-500">{r.brand}</span>
                    </th>
                    <td className="py-3 pr-4">
                      <CouponStateBadge state={r.state} />
                    </td>
                    <td className="py-3 pr-4 text-right tabular-nums">{formatNumber(r.views, 0)}</td>
                    <td className="py-3 pr-4 text-right tabular-nums">{formatNumber(r.clicks, 0)}</td>
                    <td className="py-3 pr-4 text-right tabular-nums">{formatNumber(r.claims, 0)}</td>
                    <td className="py-3 pr-4 text-right tabular-nums">{formatNumber(r.redemptions, 0)}</td>
                    <td className="py-3 pr-4 text-right tabular-nums">
                      {redemptionRate(r.redemptions, r.claims).value}
                    </td>
                    <td className="py-3 pr-4 text-right tabular-nums">{formatRupees(r.sales, { paise: true })}</td>
                    <td className="py-3 pr-4 text-right tabular-nums text-slate-600">
                      {[r.totalViews, r.totalClicks, r.totalClaims, r.totalRedemptions]
                        .map((n) => formatNumber(n, 0))
                        .join(" / ")}
                    </td>
                    <td className="py-3">
                      <CopyLinkButton url={`${origin}${trackingPath(r.id)}`} label={`tracking link for ${r.title}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length === STATS_ROWS ? (
              <p className="mt-3 text-sm text-slate-600">
                Showing the {STATS_ROWS} most clicked coupons; Export CSV has them all.
              </p>
            ) : null}
          </div>
        )}
      </Panel>
    </>
  );
}
