import { bulkCouponAction } from "@/lib/coupons/bulk-operations";
import { api, toRoute } from "@/lib/operations/route";

/** POST {action, ids}: pause, resume, end or delete many of the partner's coupons, each on its own (decision 559). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  POST: toRoute(bulkCouponAction),
});
