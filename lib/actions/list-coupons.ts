"use server";

import { listCoupons } from "@/lib/data/coupons";
import { couponSearchSchema } from "@/lib/validations/coupon";
import { partnerAction } from "./partner-action";

/** 'Load more' on the Listing Page: the next page of the partner's own coupons. */
export const listCouponsAction = partnerAction(couponSearchSchema, async (query, { session }) => ({
  data: await listCoupons(session.partnerId, query),
}));
