import { pauseCoupon } from "@/lib/coupons/running-operations";
import { couponAnswer } from "@/lib/coupons/api-coupon";
import { api, toRoute } from "@/lib/operations/route";

/** POST: out of the public feed until resumed; data is the coupon (decision 546). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  POST: toRoute(pauseCoupon, { render: couponAnswer }),
});
