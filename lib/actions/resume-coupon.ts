"use server";

import { resumeCouponOperation } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** Resume: the coupon is back as its dates say. */
export const resumeCouponAction = toAction(resumeCouponOperation, { revalidate: "/dashboard" });
