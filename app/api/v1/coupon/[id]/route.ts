import { deleteCoupon, updateCoupon } from "@/lib/coupons/operations";
import { apiCoupon, apiCouponBody, couponAnswer, mergedCouponEdit } from "@/lib/coupons/api-coupon";
import { getCoupon } from "@/lib/data/coupons";
import { api, dataResponse, routeHandler, toRoute } from "@/lib/operations/route";
import { COUPON_NOT_FOUND_MESSAGE } from "@/lib/model/coupon-view";
import { AppError } from "@/lib/errors";
import { couponIdSchema } from "@/lib/validations/coupon";

const MAX_BYTES = 32 * 1024;

/** GET -> data is the coupon; a malformed id is as unknown as another partner's. */
const read = routeHandler({ audience: "partner", apiKey: true }, async ({ actor, params }) => {
  const parsed = couponIdSchema.safeParse(params);
  if (!parsed.success) throw new AppError("not_found", COUPON_NOT_FOUND_MESSAGE);
  return dataResponse({ data: apiCoupon(await getCoupon(actor.partnerId, parsed.data.id)) });
});

/**
 * PATCH: a JSON Merge Patch (application/merge-patch+json or application/json, decision 822): only the
 * fields sent change, null clears an optional one; `version` when sent, 409 when someone saved in between.
 */
const patch = toRoute(updateCoupon, {
  maxBytes: MAX_BYTES,
  input: async ({ actor, params }, readJsonBody) => mergedCouponEdit(actor.partnerId, params.id!, await readJsonBody()),
  render: couponAnswer,
});

/**
 * When PUT was deprecated (decision 822, 2026-11-29), as RFC 9745's Deprecation header writes a date: a
 * client sees it on every answer, not only in the document (the standards review's N5).
 */
const PUT_DEPRECATED = `@${Date.UTC(2026, 10, 29) / 1000}`;

/** PUT (deprecated, one release): the whole form and the `version` read; a field left out is cleared. */
const replace = toRoute(updateCoupon, {
  maxBytes: MAX_BYTES,
  input: async ({ params }, readJsonBody) => ({ ...apiCouponBody(await readJsonBody()), id: params.id }),
  render: (outcome) => {
    const answer = couponAnswer(outcome);
    answer.headers.set("Deprecation", PUT_DEPRECATED);
    return answer;
  },
});

/** DELETE -> data is the deleted coupon. */
const remove = toRoute(deleteCoupon, {
  render: (outcome) => couponAnswer({ ...outcome, data: outcome.data.coupon }),
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  GET: read,
  PATCH: patch,
  PUT: replace,
  DELETE: remove,
});
