import { partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute, readPartnerBody } from "@/lib/auth/route";
import { AuthError } from "@/lib/auth/errors";
import { toCouponView } from "@/lib/data/coupon-shape";
import { COUPON_NOT_FOUND_MESSAGE, deleteCoupon, getCoupon, updateCoupon } from "@/lib/data/coupons";
import { todayInIndia } from "@/lib/validations/calendar-day";
import { couponIdSchema, couponUpdateSchema } from "@/lib/validations/coupon";

type Context = { params: Promise<{ id: string }> };

/** A malformed id is as unknown as another partner's. */
async function couponId(context: Context): Promise<string> {
  const parsed = couponIdSchema.safeParse(await context.params);
  if (!parsed.success) throw new AuthError("not_found", COUPON_NOT_FOUND_MESSAGE);
  return parsed.data.id;
}

const read = authenticatedPartnerRoute(async (_request, { session }, context: Context) =>
  partnerJson(await getCoupon(session.partnerId, await couponId(context))),
);

/** PATCH (or PUT) with the whole form and the `version` read; 409 when someone saved in between. */
const update = authenticatedPartnerRoute(async (request, { session }, context: Context) => {
  const id = await couponId(context);
  const body = await readPartnerBody(request, couponUpdateSchema, 32 * 1024);
  if (!body.ok) return body.response;
  const coupon = await updateCoupon(session.partnerId, id, body.data);
  return partnerJson(coupon, { message: "Coupon updated successfully" });
});

/** DELETE -> data is the deleted coupon. */
const remove = authenticatedPartnerRoute(async (_request, { session }, context: Context) => {
  const row = await deleteCoupon(session.partnerId, await couponId(context));
  return partnerJson(toCouponView(row, todayInIndia()), { message: "Coupon deleted successfully" });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute<Context>({
  GET: read,
  PATCH: update,
  PUT: update,
  DELETE: remove,
});
