"use server";

import { readCoupon } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** The coupon as stored now, for an edit that was refused as stale. */
export const readCouponAction = toAction(readCoupon);
