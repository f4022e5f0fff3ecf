"use server";

import { toAction } from "@/lib/operations/action";
import { resendWebhookDelivery } from "@/lib/partner-account/webhooks";

/** Profile's Webhooks: Send again, from the delivery log (decision 561). */
export const resendWebhookDeliveryAction = toAction(resendWebhookDelivery);
