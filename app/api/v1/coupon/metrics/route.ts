import { couponMetrics } from "@/lib/data/coupon-metrics";
import { api, dataResponse, routeHandler } from "@/lib/operations/route";

/** GET /api/v1/coupon/metrics -> totalCoupons, liveCoupons, clickCount, expiringCoupons, tiles, progress. */
const handle = routeHandler({ audience: "partner" }, async ({ actor }) =>
  dataResponse({ data: await couponMetrics(actor.partnerId) }),
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: handle });
