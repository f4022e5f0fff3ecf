import { parseWith, queryValues } from "@/lib/api/request-body";
import { listGroupedCoupons } from "@/lib/data/coupons";
import { api, revalidatedResponse, routeHandler } from "@/lib/operations/route";
import { groupedCouponsQuerySchema } from "@/lib/validations/coupon";

/**
 * GET /api/v1/coupon/listed?search=&limit=&listedCursor=&livedCursor=&expiredCursor= ->
 * data.listedCoupons, data.livedCoupons, data.expiredCoupons (up to `limit` each, 100 unless asked) and
 * data.nextCursors, with an ETag for If-None-Match (decision 814).
 */
const handle = routeHandler({ audience: "partner" }, async ({ actor, request }) => {
  const query = parseWith(groupedCouponsQuerySchema, queryValues(request));
  const cursors = { listed: query.listedCursor, lived: query.livedCursor, expired: query.expiredCursor };
  const data = await listGroupedCoupons(actor.partnerId, { search: query.search, limit: query.limit, cursors });
  return revalidatedResponse(request, data);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: handle });
