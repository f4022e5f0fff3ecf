"use server";

import { listCoupons } from "@/lib/coupons/operations";
import { toAction } from "@/lib/operations/action";

/** 'Load more' on the Listing Page: the next page of the partner's own coupons. */
export const listCouponsAction = toAction(listCoupons);
