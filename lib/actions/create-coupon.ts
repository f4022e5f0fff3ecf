"use server";

import { createCoupon } from "@/lib/coupons/operations";
import { toAction } from "@/lib/operations/action";

/** The coupon modal, 'List Coupon'. */
export const createCouponAction = toAction(createCoupon, { revalidate: "/dashboard" });
