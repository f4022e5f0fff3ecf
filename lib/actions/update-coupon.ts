"use server";

import { z } from "zod";
import { updateCoupon } from "@/lib/data/coupons";
import { couponIdSchema, couponUpdateSchema } from "@/lib/validations/coupon";
import { partnerAction } from "./partner-action";

const schema = z.intersection(couponIdSchema, couponUpdateSchema);

/** The coupon modal, 'Update Coupon': the form plus the id and the version it was opened with. */
export const updateCouponAction = partnerAction(schema, async ({ id, ...values }, { session }) => ({
  data: await updateCoupon(session.partnerId, id, values),
  message: "Coupon updated successfully",
}));
