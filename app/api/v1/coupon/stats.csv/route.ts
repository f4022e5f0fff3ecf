import { STATS_DAYS, couponStateLabel } from "@/lib/model/coupon-view";
import { couponStats } from "@/lib/data/coupon-stats";
import { trackingPath } from "@/lib/data/public-offers";
import { getEnv } from "@/lib/env";
import { api, routeHandler } from "@/lib/operations/route";
import { toCsv } from "@/lib/format/csv";
import { todayInIndia } from "@/lib/model/calendar-day";

/** GET /api/v1/coupon/stats.csv: the partner's per-coupon views, clicks and claims (last 30 days and all time). */
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
      "Views (all time)",
      "Clicks (all time)",
      "Claims (all time)",
      "Tracking link",
    ],
    ...rows.map((r) => [
      r.title,
      r.brand,
      couponStateLabel[r.state],
      r.views,
      r.clicks,
      r.claims,
      r.totalViews,
      r.totalClicks,
      r.totalClaims,
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
