import { couponsCsv } from "@/lib/coupons/csv-export";
import { couponsForExport } from "@/lib/data/coupon-reimport";
import { csvDownload } from "@/lib/format/csv";
import { todayInIndia } from "@/lib/model/calendar-day";
import { api, routeHandler } from "@/lib/operations/route";

/**
 * GET /api/v1/coupon/export.csv: the partner's coupons in the import's own columns, `id` first (decision
 * 560): edit the file in a spreadsheet and import it again to update them.
 */
const exportCoupons = routeHandler({ audience: "partner" }, async ({ actor }) => {
  const today = todayInIndia();
  return csvDownload(couponsCsv(await couponsForExport(actor.partnerId, today)), `coupons-${today}.csv`);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: exportCoupons });
