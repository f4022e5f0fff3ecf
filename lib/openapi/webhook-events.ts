// The webhook events a partner's endpoint receives (decision 561), in the document's `webhooks`: each
// event's body, the three Standard Webhooks headers, and a signature example a receiver can check its
// code against (docs/API.md, "Webhooks").
import { z } from "zod";
import type { ZodOpenApiPathItemObject } from "zod-openapi";
import { signWebhook } from "@/lib/webhooks/signature";
import { instant } from "./responses";

/** A made-up secret, for the example only: a real one is shown once in Profile › Webhooks. */
export const EXAMPLE_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const EXAMPLE_ID = "msg_2Vq9Xk3RpT7mLw1NcY8eHa";
const EXAMPLE_TIMESTAMP = 1_795_939_200;

const claimData = z
  .object({
    claimId: z.string(),
    offerId: z.string().meta({ description: "The coupon's id" }),
    claimedAt: instant,
    code: z
      .string()
      .nullable()
      .meta({ description: "The code the user was given: their own single-use code, or the coupon's shared code" }),
  })
  .meta({ id: "ClaimEventData" });

const redemptionData = z
  .object({
    code: z.string(),
    offerId: z.string().meta({ description: "The coupon's id" }),
    claimId: z.string().nullable(),
    claimedAt: instant.nullable(),
    redeemedAt: instant,
    orderAmount: z.number().nullable().meta({ description: "Rupees, when the merchant gave the order's amount" }),
    via: z.enum(["dashboard", "api"]).meta({ description: "The Redeem screen, or POST /api/v1/redemptions" }),
  })
  .meta({ id: "RedemptionEventData" });

const envelopeOf = (type: string, data: z.ZodType, id: string) =>
  z
    .object({
      type: z.literal(type),
      timestamp: instant.meta({ description: "When the event happened (the signature's timestamp is the attempt's)" }),
      data,
    })
    .meta({ id });

const claimExample = {
  type: "claim.created",
  timestamp: "2026-11-29T06:40:00.000Z",
  data: { claimId: "cl_Jx0bS3v9", offerId: "cm3offer42", claimedAt: "2026-11-29T06:40:00.000Z", code: "PP-7KQ9M2XD" },
};
const redemptionExample = {
  type: "redemption.created",
  timestamp: "2026-11-29T09:15:00.000Z",
  data: {
    code: "PP-7KQ9M2XD",
    offerId: "cm3offer42",
    claimId: "cl_Jx0bS3v9",
    claimedAt: "2026-11-29T06:40:00.000Z",
    redeemedAt: "2026-11-29T09:15:00.000Z",
    orderAmount: 1499,
    via: "api",
  },
};

function headersFor(body: string) {
  const signature = signWebhook(EXAMPLE_SECRET, { id: EXAMPLE_ID, timestamp: EXAMPLE_TIMESTAMP, body });
  return z.object({
    "webhook-id": z.string().meta({
      description: "The delivery's id: the same on every attempt of it. Drop a repeat you already took.",
      example: EXAMPLE_ID,
    }),
    "webhook-timestamp": z
      .string()
      .regex(/^\d+$/)
      .meta({
        description: "The attempt's time, in seconds since 1970 (UTC). Refuse one more than 5 minutes from your clock.",
        example: String(EXAMPLE_TIMESTAMP),
      }),
    "webhook-signature": z.string().meta({
      description: `"v1," and the base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}", keyed with the base64-decoded part of your secret after "whsec_"; several are separated by spaces. This example is the body shown here signed with the example secret ${EXAMPLE_SECRET}.`,
      example: signature,
    }),
  });
}

function event(
  type: string,
  summary: string,
  description: string,
  schema: z.ZodType,
  example: object,
): ZodOpenApiPathItemObject {
  const body = JSON.stringify(example);
  return {
    post: {
      operationId: `webhook${type.replace(/(^|\.)(\w)/g, (_m, _dot, c: string) => c.toUpperCase())}`,
      tags: ["Webhooks"],
      security: [{ webhookSignature: [] }],
      summary,
      description: `${description} Sent to each of the partner's endpoints (Profile › Webhooks) as a signed POST (Standard Webhooks); answer any 2xx within 10 seconds. Any other answer, a timeout or a redirect is retried with growing delays (30 seconds doubling to an hour) for about 17 hours, then marked failed; "Send again" in the delivery log queues it once more.`,
      requestParams: { header: headersFor(body) },
      requestBody: {
        required: true,
        content: { "application/json": { schema, example } },
      },
      responses: {
        "200": {
          description: "Taken (any 2xx). The first 200 characters of your answer are shown in the delivery log.",
        },
        "400": { description: "Refused (any other answer): retried later" },
      },
    },
  };
}

export function webhookEvents(): Record<string, ZodOpenApiPathItemObject> {
  return {
    "claim.created": event(
      "claim.created",
      "An app user claimed one of your offers",
      "Once per new claim, after it is stored.",
      envelopeOf("claim.created", claimData, "ClaimEvent"),
      claimExample,
    ),
    "redemption.created": event(
      "redemption.created",
      "A claimed code was redeemed",
      "Once per redemption, on the Redeem screen or through POST /api/v1/redemptions.",
      envelopeOf("redemption.created", redemptionData, "RedemptionEvent"),
      redemptionExample,
    ),
  };
}
