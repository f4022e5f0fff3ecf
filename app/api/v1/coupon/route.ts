import { idempotencyKey, withIdempotency } from "@/lib/api/idempotency";
import { parseWithSchema, readJsonBody } from "@/lib/api/json-body";
import { parsePartnerQuery } from "@/lib/api/partner-query";
import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { createCoupon, listCoupons } from "@/lib/data/coupons";
import { couponSchema, couponSearchSchema } from "@/lib/validations/coupon";

const COUPON_BODY_BYTES = 32 * 1024;

/** GET /api/v1/coupon?search=&cursor=&limit= -> data is the page of the partner's coupons, newest first. */
const list = authenticatedPartnerRoute(async (request, { session }) => {
  const query = parsePartnerQuery(request, couponSearchSchema);
  if (!query.ok) return query.response;
  const { coupons, nextCursor } = await listCoupons(session.partnerId, query.data);
  return partnerJson(coupons, { headers: nextCursor ? { "X-Next-Cursor": nextCursor } : {} });
});

/**
 * POST /api/v1/coupon -> 201 with the new coupon. A double submit (same Idempotency-Key, or the same
 * body within two minutes) stores one row and answers the first response again.
 */
const create = authenticatedPartnerRoute(async (request, { session }) => {
  const body = await readJsonBody(request, COUPON_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseWithSchema(couponSchema, body.value);
  if (!parsed.ok) return parsed.response;
  const scope = `coupon-create:${session.partnerId}`;
  const key = idempotencyKey({ scope, request, rawBody: body.raw, ip: "" });
  // The coupon and its stored answer commit together: a retry after a lost connection is never a second row.
  const response = await withIdempotency({ ...key, scope, transactional: true }, async (tx) => ({
    status: 201,
    body: {
      data: await createCoupon(session.partnerId, parsed.data, undefined, tx),
      message: "Coupon listed successfully",
    },
  }));
  response.headers.set("Cache-Control", "no-store");
  return response;
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ GET: list, POST: create });
