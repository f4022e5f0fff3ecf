import "server-only";
import { pruneAuthCodes } from "@/lib/partner-account/otp";
import { undoWindowStart } from "@/lib/coupons/undo-delete";
import { purgeDeletedCoupons } from "@/lib/data/deleted-coupons";
import { pruneIdempotencyKeys } from "@/lib/data/idempotency-keys";
import { pruneApiKeyUses } from "@/lib/data/partner-api-keys";
import { pruneExpiredPartnerSessions } from "@/lib/data/partner-sessions";
import { pruneRateLimits } from "@/lib/data/rate-limits";
import { pruneExpiredStaffSessions } from "@/lib/data/staff-sessions";
import { pruneWebhookDeliveries } from "@/lib/data/webhook-deliveries";
import { HEADER_KEY_TTL_MS } from "@/lib/operations/once";
import { cleanupOrphanUploads, type CleanupResult } from "@/lib/storage/cleanup-orphans";

export type HousekeepingResult = CleanupResult & {
  deletedCoupons: number;
  rateLimitBuckets: number;
  idempotencyKeys: number;
  authCodes: number;
  partnerSessions: number;
  staffSessions: number;
  apiKeyUses: number;
  webhookDeliveries: number;
};

/** How long the webhook delivery log keeps a delivered or failed delivery (decision 561). */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * The scheduled clean-up (GET /api/cron/cleanup-uploads, decision 816): coupons deleted before the undo
 * window (decision 550) with their events, claims and history, then uploads nothing uses (decision 801: a
 * removed coupon's image among them, after its grace), then the database store's ended rate-limit windows
 * (decision 819), double-submit keys, sign-in codes and partner and staff device sessions past their use,
 * partner API keys' uses past their keeping (decision 826), and webhook deliveries finished more than
 * WEBHOOK_LOG_DAYS ago (decision 561).
 * Only here, on a schedule: a request never deletes other callers' rows, so a test (or an instance) with
 * its own clock cannot remove a window another one is counting in.
 */
export async function housekeeping(now: Date): Promise<HousekeepingResult> {
  const deletedCoupons = await purgeDeletedCoupons(undoWindowStart(now));
  const uploads = await cleanupOrphanUploads(now);
  const [rateLimitBuckets, idempotencyKeys, authCodes, partnerSessions, staffSessions, apiKeyUses, webhookDeliveries] =
    await Promise.all([
      pruneRateLimits(now),
      pruneIdempotencyKeys(new Date(now.getTime() - HEADER_KEY_TTL_MS)),
      pruneAuthCodes(now),
      pruneExpiredPartnerSessions(now),
      pruneExpiredStaffSessions(now),
      pruneApiKeyUses(now),
      pruneWebhookDeliveries(new Date(now.getTime() - WEBHOOK_LOG_DAYS * 24 * 60 * 60_000)),
    ]);
  return {
    ...uploads,
    deletedCoupons,
    rateLimitBuckets,
    idempotencyKeys,
    authCodes,
    partnerSessions,
    staffSessions,
    apiKeyUses,
    webhookDeliveries,
  };
}
