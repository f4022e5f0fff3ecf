import { parsePartnerQuery } from "@/lib/api/partner-query";
import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { listGroupedCoupons } from "@/lib/data/coupons";
import { couponSearchSchema } from "@/lib/validations/coupon";

/** GET /api/v1/coupon/listed?search= -> data.listedCoupons, data.livedCoupons, data.expiredCoupons. */
const handle = authenticatedPartnerRoute(async (request, { session }) => {
  const query = parsePartnerQuery(request, couponSearchSchema.pick({ search: true }));
  if (!query.ok) return query.response;
  return partnerJson(await listGroupedCoupons(session.partnerId, query.data.search));
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: handle });
