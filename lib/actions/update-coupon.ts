"use server";

import { updateCoupon } from "@/lib/coupons/operations";
import { toAction } from "@/lib/operations/action";
import { couponUpdateFormSchema } from "@/lib/validations/coupon-form-text";

/** The coupon modal, 'Update Coupon': the form plus the id and the version it was opened with. */
export const updateCouponAction = toAction(updateCoupon, { form: couponUpdateFormSchema, revalidate: "/dashboard" });
