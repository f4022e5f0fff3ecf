"use server";

import { endCoupon } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** End now: the coupon's expiry becomes yesterday. */
export const endCouponAction = toAction(endCoupon, { revalidate: "/dashboard" });
