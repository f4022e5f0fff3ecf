"use server";

import { pauseCoupon } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** Pause: the coupon leaves the public feed until resumed. */
export const pauseCouponAction = toAction(pauseCoupon, { revalidate: "/dashboard" });
