// The OpenAPI paths of the partner's reports (./partner-paths.ts): Home's totals and the CSV files of
// Affiliated Management and of the coupons' round trip through a spreadsheet.
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { csvAnswer, json, partnerOp } from "./operation";
import { couponMetrics, envelope } from "./responses";

export function couponReportPaths(): ZodOpenApiPathsObject {
  return {
    "/api/v1/coupon/metrics": {
      get: partnerOp(
        "Coupons",
        "Totals for the dashboard's Home",
        "Counts by phase, views and clicks, and the tiles.",
        {
          operationId: "couponMetrics",
          responses: { "200": json("Totals", envelope(couponMetrics)) },
        },
      ),
    },
    "/api/v1/coupon/stats.csv": {
      get: partnerOp(
        "Coupons",
        "Per-coupon funnel as CSV",
        "One row per coupon, as the Affiliated Management screen exports it: views, clicks, claims and redemptions, the redemption rate (redemptions per claim, never above 100%: a dash when a window redeems more codes than it claimed) and sales in rupees, over the last 30 days and all time (decision 563).",
        {
          operationId: "couponStatsCsv",
          responses: { "200": csvAnswer() },
        },
      ),
    },
    "/api/v1/coupon/stats/daily.csv": {
      get: partnerOp(
        "Coupons",
        "Daily funnel as CSV",
        "One row per India day of the last 30, oldest first, zeros included, every coupon of the partner together, as Affiliated Management's Export daily CSV gives it: Day (YYYY-MM-DD), views, clicks, claims and redemptions, the redemption rate (redemptions per claim of that day, a dash when the day redeemed more codes than it claimed or claimed none) and sales in rupees (decision 628).",
        {
          operationId: "couponDailyStatsCsv",
          responses: { "200": csvAnswer() },
        },
      ),
    },
    "/api/v1/coupon/export.csv": {
      get: partnerOp(
        "Coupons",
        "The partner's coupons as the import's CSV",
        "Every coupon in the import's own columns, `id` first (decision 560): edit the file and send it to POST /api/v1/coupon/import to update those coupons; rows without an id are added. Cells a spreadsheet would run as formulas start with an apostrophe, which the import removes.",
        {
          operationId: "exportCouponsCsv",
          responses: { "200": csvAnswer() },
        },
      ),
    },
  };
}
