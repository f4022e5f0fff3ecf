import { duplicateCoupon } from "@/lib/coupons/running-operations";
import { couponAnswer } from "@/lib/coupons/api-coupon";
import { api, toRoute } from "@/lib/operations/route";

/** POST: a copy as a new listed coupon starting tomorrow; 201 with the copy (decision 546). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  POST: toRoute(duplicateCoupon, { render: couponAnswer }),
});
