import { parseWith, queryValues } from "@/lib/api/request-body";
import { listGroupedCoupons } from "@/lib/data/coupons";
import { api, dataResponse, routeHandler } from "@/lib/operations/route";
import { couponSearchSchema } from "@/lib/validations/coupon";

/** GET /api/v1/coupon/listed?search= -> data.listedCoupons, data.livedCoupons, data.expiredCoupons. */
const handle = routeHandler({ audience: "partner" }, async ({ actor, request }) => {
  const { search } = parseWith(couponSearchSchema.pick({ search: true }), queryValues(request));
  return dataResponse({ data: await listGroupedCoupons(actor.partnerId, search) });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: handle });
