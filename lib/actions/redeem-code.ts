"use server";

import { redeemCode } from "@/lib/coupons/code-operations";
import { toAction } from "@/lib/operations/action";
import { redemptionFormSchema } from "@/lib/validations/redemption";

/** The Redeem screen: a claimed code redeemed once, the amount as typed (decision 557). */
export const redeemCodeAction = toAction(redeemCode, { form: redemptionFormSchema });
