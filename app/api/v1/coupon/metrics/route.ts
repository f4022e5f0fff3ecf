import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { couponMetrics } from "@/lib/data/coupon-metrics";

/** GET /api/v1/coupon/metrics -> totalCoupons, liveCoupons, clickCount, expiringCoupons, tiles, progress. */
const handle = authenticatedPartnerRoute(async (_request, { session }) =>
  partnerJson(await couponMetrics(session.partnerId)),
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: handle });
