import { couponHistory } from "@/lib/coupons/running-operations";
import { api, toRoute } from "@/lib/operations/route";

/** GET: the coupon's changes, newest first (decision 546). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { GET: toRoute(couponHistory) });
