"use server";

import { toAction } from "@/lib/operations/action";
import { rotateWebhookSecret } from "@/lib/partner-account/webhooks";

/** Profile's Webhooks: a new signing secret, shown this once (decision 561). */
export const rotateWebhookSecretAction = toAction(rotateWebhookSecret);
