import { bulkRestoreCoupons } from "@/lib/coupons/bulk-operations";
import { api, toRoute } from "@/lib/operations/route";

/**
 * POST {undoTokens}: a bulk delete's Undo, within the undo window (decision 559). The body takes the most
 * the input allows (BULK_COUPONS tokens of up to 512 characters): a whole bulk delete's tokens (about 186
 * characters each) did not fit the default 16 KB.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", {
  POST: toRoute(bulkRestoreCoupons, { maxBytes: 64 * 1024 }),
});
