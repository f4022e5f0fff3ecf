"use server";

import { createCoupon } from "@/lib/coupons/operations";
import { toAction } from "@/lib/operations/action";
import { couponFormSchema } from "@/lib/validations/coupon-form-text";

/** The coupon modal, 'List Coupon' (its controls hold text: prices come as strings from a posted form). */
export const createCouponAction = toAction(createCoupon, { form: couponFormSchema, revalidate: "/dashboard" });
