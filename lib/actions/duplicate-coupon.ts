"use server";

import { duplicateCouponOperation } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** Duplicate: a copy starting tomorrow, as a new listed coupon. */
export const duplicateCouponAction = toAction(duplicateCouponOperation, { revalidate: "/dashboard" });
