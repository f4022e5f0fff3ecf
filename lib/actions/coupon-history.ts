"use server";

import { couponHistory } from "@/lib/coupons/running-operations";
import { toAction } from "@/lib/operations/action";

/** The coupon's changes, newest first, for its detail dialog. */
export const couponHistoryAction = toAction(couponHistory);
