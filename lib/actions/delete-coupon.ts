"use server";

import { undoToken } from "@/lib/coupons/undo-delete";
import { toCouponView } from "@/lib/data/coupon-shape";
import { deleteCoupon } from "@/lib/data/coupons";
import { todayInIndia } from "@/lib/validations/calendar-day";
import { couponIdSchema } from "@/lib/validations/coupon";
import { partnerAction } from "./partner-action";

/** Delete: answers the deleted coupon and the token `restoreCouponAction` takes to undo it. */
export const deleteCouponAction = partnerAction(couponIdSchema, async ({ id }, { session }) => {
  const row = await deleteCoupon(session.partnerId, id);
  return { data: { coupon: toCouponView(row, todayInIndia()), undoToken: undoToken(row) }, message: "Coupon deleted" };
});
