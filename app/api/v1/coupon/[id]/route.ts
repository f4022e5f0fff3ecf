import { deleteCoupon, updateCoupon } from "@/lib/coupons/operations";
import { apiCoupon, apiCouponBody, couponAnswer, mergedCouponEdit } from "@/lib/coupons/api-coupon";
import { getCoupon } from "@/lib/data/coupons";
import { api, dataResponse, markDeprecated, routeHandler, toRoute } from "@/lib/operations/route";
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

/** What PATCH takes, as RFC 5789's Accept-Patch names it: on OPTIONS and on a 415 (the standards review's N4). */
const ACCEPT_PATCH = "application/merge-patch+json, application/json";
const MERGE_PATCH_TYPES = /^application\/(merge-patch\+)?json\s*(;|$)/i;

/**
 * PATCH: a JSON Merge Patch (application/merge-patch+json or application/json, decision 822): only the
 * fields sent change, null clears an optional one; `version` when sent, 409 when someone saved in between.
 * Another JSON type (a JSON Patch's operations list) is refused as a type, not read as a broken object.
 */
const patch = toRoute(updateCoupon, {
  maxBytes: MAX_BYTES,
  input: async ({ actor, params, request }, readJsonBody) => {
    if (!MERGE_PATCH_TYPES.test(request.headers.get("content-type") ?? ""))
      throw new AppError("unsupported_media_type", `Send a JSON Merge Patch, as ${ACCEPT_PATCH}.`);
    return mergedCouponEdit(actor.partnerId, params.id!, await readJsonBody());
  },
  render: couponAnswer,
});

/** PUT (deprecated, one release): the whole form and the `version` read; a field left out is cleared. */
const replace = toRoute(updateCoupon, {
  maxBytes: MAX_BYTES,
  input: async ({ params }, readJsonBody) => ({ ...apiCouponBody(await readJsonBody()), id: params.id }),
  // Deprecated by decision 822.
  render: (outcome) => markDeprecated(couponAnswer(outcome), "2026-11-29"),
});

/** DELETE -> data is the deleted coupon. */
const remove = toRoute(deleteCoupon, {
  render: (outcome) => couponAnswer({ ...outcome, data: outcome.data.coupon }),
});

const routes = api("partner", { GET: read, PATCH: patch, PUT: replace, DELETE: remove });

/** Says what PATCH takes on the answers where a client looks for it. */
const acceptingPatch = async (answer: Promise<Response>): Promise<Response> => {
  const response = await answer;
  if (response.status === 204 || response.status === 415) response.headers.set("Accept-Patch", ACCEPT_PATCH);
  return response;
};

export const { GET, POST, PUT, DELETE } = routes;
export const PATCH: typeof routes.PATCH = (request, context) => acceptingPatch(routes.PATCH(request, context));
export const OPTIONS: typeof routes.OPTIONS = (request, context) => acceptingPatch(routes.OPTIONS(request, context));
