import { endCoupon } from "@/lib/coupons/running-operations";
import { couponAnswer } from "@/lib/coupons/api-coupon";
import { api, toRoute } from "@/lib/operations/route";

/** POST: the expiry becomes yesterday, so the offer has ended; data is the coupon (decision 546). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  POST: toRoute(endCoupon, { render: couponAnswer }),
});
