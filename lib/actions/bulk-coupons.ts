"use server";

import { bulkCouponAction, bulkRestoreCoupons } from "@/lib/coupons/bulk-operations";
import { toAction } from "@/lib/operations/action";

/** The Listing Page's selection: one action on many cards. */
export const bulkCouponsAction = toAction(bulkCouponAction, { revalidate: "/dashboard" });
/** The selection's Undo of a delete. */
export const bulkRestoreAction = toAction(bulkRestoreCoupons, { revalidate: "/dashboard" });
