"use server";

import { createCoupon } from "@/lib/data/coupons";
import { couponSchema } from "@/lib/validations/coupon";
import { partnerAction } from "./partner-action";

/** The coupon modal, 'List Coupon'. */
export const createCouponAction = partnerAction(couponSchema, async (data, { session }) => ({
  data: await createCoupon(session.partnerId, data),
  message: "Coupon listed successfully",
}));
