"use server";

import { endCouponOperation } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** End now: the coupon's expiry becomes yesterday. */
export const endCouponAction = toAction(endCouponOperation, { revalidate: "/dashboard" });
