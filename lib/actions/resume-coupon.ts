"use server";

import { resumeCoupon } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** Resume: the coupon is back as its dates say. */
export const resumeCouponAction = toAction(resumeCoupon, { revalidate: "/dashboard" });
