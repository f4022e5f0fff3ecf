"use server";

import { z } from "zod";
import { restoreDeletedCoupon } from "@/lib/coupons/undo-delete";
import { partnerAction } from "./partner-action";

const schema = z.object({ undoToken: z.string().min(1).max(20_000) });

/** Undo a delete within its window (decision 501). */
export const restoreCouponAction = partnerAction(schema, async ({ undoToken }, { session }) => ({
  data: await restoreDeletedCoupon(session.partnerId, undoToken),
  message: "Coupon restored",
}));
