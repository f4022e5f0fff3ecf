import { deleteCoupon, updateCoupon } from "@/lib/coupons/operations";
import { getCoupon } from "@/lib/data/coupons";
import { api, dataResponse, routeHandler, toRoute } from "@/lib/operations/route";
import { COUPON_NOT_FOUND_MESSAGE } from "@/lib/model/coupon-view";
import { AppError } from "@/lib/errors";
import { couponIdSchema } from "@/lib/validations/coupon";

/** GET -> data is the coupon; a malformed id is as unknown as another partner's. */
const read = routeHandler({ audience: "partner" }, async ({ actor, params }) => {
  const parsed = couponIdSchema.safeParse(params);
  if (!parsed.success) throw new AppError("not_found", COUPON_NOT_FOUND_MESSAGE);
  return dataResponse({ data: await getCoupon(actor.partnerId, parsed.data.id) });
});

/** PATCH (or PUT) with the whole form and the `version` read; 409 when someone saved in between. */
const update = toRoute(updateCoupon, { maxBytes: 32 * 1024 });

/** DELETE -> data is the deleted coupon. */
const remove = toRoute(deleteCoupon, {
  render: (outcome) => dataResponse({ ...outcome, data: outcome.data.coupon }),
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  GET: read,
  PATCH: update,
  PUT: update,
  DELETE: remove,
});
