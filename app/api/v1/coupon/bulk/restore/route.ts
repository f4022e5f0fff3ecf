import { bulkRestoreCoupons } from "@/lib/coupons/bulk-operations";
import { api, toRoute } from "@/lib/operations/route";

/** POST {undoTokens}: a bulk delete's Undo, within the undo window (decision 559). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  POST: toRoute(bulkRestoreCoupons),
});
