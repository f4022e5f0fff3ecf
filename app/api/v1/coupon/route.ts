import { createCoupon, listCoupons } from "@/lib/coupons/operations";
import { apiCoupon, apiCouponBody, couponAnswer } from "@/lib/coupons/api-coupon";
import { api, dataResponse, markBareIdCursor, toRoute } from "@/lib/operations/route";

/** GET /api/v1/coupon?search=&cursor=&limit= -> data is the page of the partner's coupons, newest first. */
const list = toRoute(listCoupons, {
  render: ({ data: { coupons, nextCursor } }, { request }) => {
    const response = dataResponse({ data: coupons.map(apiCoupon) });
    if (nextCursor) response.headers.set("X-Next-Cursor", nextCursor);
    return markBareIdCursor(request, response);
  },
});

/**
 * POST /api/v1/coupon -> 201 with the new coupon. A double submit (same Idempotency-Key, or the same
 * body within two minutes) stores one row and answers the first response again.
 */
const create = toRoute(createCoupon, {
  maxBytes: 32 * 1024,
  input: async (_context, readJsonBody) => apiCouponBody(await readJsonBody()),
  render: couponAnswer,
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: list, POST: create });
