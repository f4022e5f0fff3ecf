import { STATS_DAYS, couponStateLabel } from "@/lib/model/coupon-view";
import { couponStats } from "@/lib/data/coupon-stats";
import { trackingPath } from "@/lib/data/public-offers";
import { getEnv } from "@/lib/env";
import { api, routeHandler } from "@/lib/operations/route";
import { toCsv } from "@/lib/format/csv";
import { redemptionRate } from "@/lib/format/rupees";
import { todayInIndia } from "@/lib/model/calendar-day";

/**
 * GET /api/v1/coupon/stats.csv: the partner's per-coupon funnel, views, clicks, claims and redemptions, with
 * the redemption rate and sales (last 30 days and all time; decision 563).
 */
const exportCsv = routeHandler({ audience: "partner" }, async ({ actor }) => {
  const today = todayInIndia();
  const rows = await couponStats(actor.partnerId, { limit: 10_000 }, today);
  const origin = getEnv().APP_URL;
  const csv = toCsv([
    [
      "Coupon",
      "Brand",
      "Status",
      `Views (${STATS_DAYS} days)`,
      `Clicks (${STATS_DAYS} days)`,
      `Claims (${STATS_DAYS} days)`,
      `Redemptions (${STATS_DAYS} days)`,
      `Redemption rate (${STATS_DAYS} days)`,
      `Sales (${STATS_DAYS} days, ₹)`,
      "Views (all time)",
      "Clicks (all time)",
      "Claims (all time)",
      "Redemptions (all time)",
      "Sales (all time, ₹)",
      "Tracking link",
    ],
    ...rows.map((r) => [
      r.title,
      r.brand,
      couponStateLabel[r.state],
      r.views,
      r.clicks,
      r.claims,
      r.redemptions,
      redemptionRate(r.redemptions, r.claims).value,
      r.sales,
      r.totalViews,
      r.totalClicks,
      r.totalClaims,
      r.totalRedemptions,
      r.totalSales,
      `${origin}${trackingPath(r.id)}`,
    ]),
  ]);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="coupon-stats-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: exportCsv });
