"use server";

import { deleteCoupon } from "@/lib/coupons/operations";
import { toAction } from "@/lib/operations/action";

/** Delete: answers the deleted coupon and the token `restoreCouponAction` takes to undo it. */
export const deleteCouponAction = toAction(deleteCoupon, { revalidate: "/dashboard" });
