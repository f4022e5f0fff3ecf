import { STATS_DAYS } from "@/lib/model/coupon-view";
import { dailyStats } from "@/lib/data/coupon-stats";
import { api, routeHandler } from "@/lib/operations/route";
import { csvDownload, toCsv } from "@/lib/format/csv";
import { redemptionRate } from "@/lib/format/rupees";
import { todayInIndia } from "@/lib/model/calendar-day";

/**
 * GET /api/v1/coupon/stats/daily.csv: the partner's funnel per India day, every coupon together, one row for
 * each of the last 30 days oldest first, zeros included (decision 628). Its own path beside stats.csv: its
 * rows are days, not coupons.
 */
const exportDailyCsv = routeHandler({ audience: "partner" }, async ({ actor }) => {
  const today = todayInIndia();
  const days = await dailyStats(actor.partnerId, STATS_DAYS, today);
  const csv = toCsv([
    ["Day", "Views", "Clicks", "Claims", "Redemptions", "Redemption rate", "Sales (₹)"],
    ...days.map((d) => [
      d.day,
      d.views,
      d.clicks,
      d.claims,
      d.redemptions,
      redemptionRate(d.redemptions, d.claims).value,
      d.sales,
    ]),
  ]);
  return csvDownload(csv, `coupon-stats-daily-${today}.csv`);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: exportDailyCsv });
