"use server";

import { toAction } from "@/lib/operations/action";
import { createWebhookEndpoint } from "@/lib/partner-account/webhooks";

/** Profile's Webhooks: a new endpoint, its signing secret shown this once (decision 561). */
export const createWebhookEndpointAction = toAction(createWebhookEndpoint);
