"use server";

import { duplicateCoupon } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** Duplicate: a copy starting tomorrow, as a new listed coupon. */
export const duplicateCouponAction = toAction(duplicateCoupon, { revalidate: "/dashboard" });
