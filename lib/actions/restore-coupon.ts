"use server";

import { restoreCoupon } from "@/lib/coupons/operations";
import { toAction } from "@/lib/operations/action";

/** Undo a delete within its window (decision 501). */
export const restoreCouponAction = toAction(restoreCoupon, { revalidate: "/dashboard" });
