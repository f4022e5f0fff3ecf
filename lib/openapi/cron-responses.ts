import { z } from "zod";
import type { HousekeepingResult } from "@/lib/housekeeping";
import type { DrainResult } from "@/lib/mail/outbox";
import type { WebhookDrainResult } from "@/lib/webhooks/outbox";
import { count, envelope, same } from "./responses";

// The health check's and the scheduled jobs' answers (housekeeping, the mail and webhook drain, the events'
// drain), for the OpenAPI document only, with the same drift checks as ./responses.ts.

export const health = z.object({ status: z.literal("ok"), database: z.literal("up") });

export const cleanupResult = envelope(
  z.object({
    marked: count,
    deleted: count,
    failed: count,
    deletedCoupons: count,
    rateLimitBuckets: count,
    idempotencyKeys: count,
    authCodes: count,
    partnerSessions: count,
    staffSessions: count,
    apiKeyUses: count,
    webhookDeliveries: count,
  }),
);

export const mailDrainResult = envelope(
  z.object({
    sent: count,
    retrying: count,
    dead: count,
    superseded: count,
    webhooks: z
      .object({ delivered: count, retrying: count, failed: count, superseded: count })
      .meta({ description: "The partners' webhook deliveries sent by the same drain (decision 561)" }),
  }),
);

export const eventDrainResult = envelope(z.object({ counted: count.min(0) }));

same<z.infer<typeof cleanupResult>["data"], HousekeepingResult>(true);
same<z.infer<typeof mailDrainResult>["data"], DrainResult & { webhooks: WebhookDrainResult }>(true);
