"use server";

import { toAction } from "@/lib/operations/action";
import { deleteWebhookEndpoint } from "@/lib/partner-account/webhooks";

/** Profile's Webhooks: removes an endpoint and its log (decision 561). */
export const deleteWebhookEndpointAction = toAction(deleteWebhookEndpoint);
