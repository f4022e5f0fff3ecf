import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import * as endpoints from "@/lib/data/webhook-endpoints";
import { requeueDelivery } from "@/lib/data/webhook-deliveries";
import { AppError } from "@/lib/errors";
import { publicTarget, type ProbeFailure } from "@/lib/http/outbound/image-probe";
import { defineOperation } from "@/lib/operations/operation";
import { webhookEndpointSchema } from "@/lib/validations/webhook";
import { webhookNetwork } from "@/lib/webhooks/network";
import { deliverWebhooksSoon } from "@/lib/webhooks/outbox";
import { makeSealedSecret } from "@/lib/webhooks/secret";

// The partner's webhook endpoints (decision 561), set up in Profile or through the API with a signed-in
// session: an https address that passes the image URLs' SSRF rules (decision 616), its signing secret shown
// once (when made and when rotated), and "Send again" for a delivery in the log.

export const WEBHOOK_CREATED_MESSAGE = "Endpoint added. Copy its signing secret now: it will not be shown again.";
export const WEBHOOK_ROTATED_MESSAGE = "New signing secret made. Copy it now: it will not be shown again.";

const REFUSALS: Record<ProbeFailure, string> = {
  "not-https": "Enter your endpoint's https address, like https://shop.example.com/webhooks",
  credentials: "The address cannot hold a user name or password.",
  port: "Use the standard https port: remove the :port from the address.",
  "not-public": "This address is not on the public internet. Enter your server's public https address.",
  "host-not-found": "This address's host was not found. Check the address.",
  timeout: "This address's host did not answer in time. Try again.",
  unreachable: "This address could not be reached. Check the address.",
  status: "This address could not be reached. Check the address.",
  "not-image": "This address could not be reached. Check the address.",
  redirects: "This address could not be reached. Check the address.",
};

const endpointId = z.string().max(64);

/** The same checks each delivery makes, when the address is saved: a mistyped or private one is said so now. */
async function checkedUrl(raw: string): Promise<string> {
  const target = await publicTarget(raw, { resolve: webhookNetwork().resolve });
  if ("reason" in target) {
    const message = REFUSALS[target.reason];
    throw new AppError("validation_failed", message, { fieldErrors: { url: [message] } });
  }
  return target.url.href;
}

/** data.secret is the signing secret itself, in this answer only. */
export const createWebhookEndpoint = defineOperation({
  name: "webhook.create",
  audience: "partner",
  input: webhookEndpointSchema,
  rateLimit: "webhookManage",
  run: async ({ url }, { actor }) => {
    const checked = await checkedUrl(url);
    const id = `whe_${randomBytes(12).toString("base64url")}`;
    const { secret, ...sealed } = makeSealedSecret(id);
    const view = await endpoints.createWebhookEndpoint(actor.partnerId, { id, url: checked, ...sealed });
    return { data: { ...view, secret }, message: WEBHOOK_CREATED_MESSAGE, status: 201 };
  },
});

/** A new signing secret, shown this once; the old one stops signing at once. */
export const rotateWebhookSecret = defineOperation({
  name: "webhook.rotate",
  audience: "partner",
  input: z.object({ id: endpointId }),
  rateLimit: "webhookManage",
  run: async ({ id }, { actor }) => {
    const { secret, ...sealed } = makeSealedSecret(id);
    const view = await endpoints.replaceWebhookSecret(actor.partnerId, id, sealed);
    return { data: { ...view, secret }, message: WEBHOOK_ROTATED_MESSAGE };
  },
});

/** Removes the endpoint with its delivery log. */
export const deleteWebhookEndpoint = defineOperation({
  name: "webhook.delete",
  audience: "partner",
  input: z.object({ id: endpointId }),
  rateLimit: "webhookManage",
  run: async ({ id }, { actor }) => ({
    data: await endpoints.deleteWebhookEndpoint(actor.partnerId, id),
    message: "Endpoint removed",
  }),
});

/** "Send again": the delivery is queued now with a fresh set of attempts, and tried at once. */
export const resendWebhookDelivery = defineOperation({
  name: "webhook.resend",
  audience: "partner",
  input: z.object({ id: z.string().max(64) }),
  rateLimit: "webhookResend",
  run: async ({ id }, { actor }) => {
    await requeueDelivery(actor.partnerId, id, new Date());
    await deliverWebhooksSoon({ id });
    return { data: { id }, message: "Delivery queued. It is sent again now." };
  },
});
