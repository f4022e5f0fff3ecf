"use server";

import { setCouponCodes } from "@/lib/coupons/code-operations";
import { toAction } from "@/lib/operations/action";
import { couponCodesFormSchema } from "@/lib/validations/redemption";

/** A coupon's results page: where each claim's code comes from, and a list of codes (decision 556). */
export const setCouponCodesAction = toAction(setCouponCodes, { form: couponCodesFormSchema });
