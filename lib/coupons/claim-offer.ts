import "server-only";
import { z } from "zod";
import { claimCoupon, claimUserKey } from "@/lib/data/coupon-claims";
import { AppError } from "@/lib/errors";
import { enforce } from "@/lib/limits/limiter";
import { defineOperation } from "@/lib/operations/operation";
import { couponClaimSchema } from "@/lib/validations/coupon-claim";
import { drainSoon } from "@/lib/events/queue";
import { deliverWebhooksSoon } from "@/lib/webhooks/outbox";
import { offersChanged } from "./offer-cache";
import { couponId } from "./operations";

// POST /api/v1/offers/{id}/claims (decisions 547, 551): the app, with its key, records that one of its users
// claimed a live offer. The key's budget is the operation's own; each user has one too, counted across
// offers, so one user cannot be replayed endlessly under a valid key; and so has each client address, so
// a key taken from the app cannot claim every capped offer out with made-up user ids from one place.

export const OFFER_NOT_FOUND_MESSAGE = "Offer not found";
export const CLAIMED_OUT_MESSAGE = "Every place of this offer has been claimed.";

export const claimOffer = defineOperation({
  name: "offer.claim",
  audience: "app",
  input: z.intersection(z.object({ id: couponId }), couponClaimSchema),
  rateLimit: "offerClaimPerKey",
  run: async ({ id, userId }, { ip }) => {
    const userKey = claimUserKey(userId);
    await enforce({ rule: "offerClaimPerUser", key: userKey }, { rule: "offerClaimPerAddress", address: ip });
    const outcome = await claimCoupon(id, userKey);
    // Unknown, not started, ended or paused: as GET /api/v1/offers/{id} answers it; all claimed is said so.
    if (outcome === "not_found") throw new AppError("not_found", OFFER_NOT_FOUND_MESSAGE);
    // The claim that found it full first closed it: the feed and the offer's page follow.
    if (outcome === "claimed_out_now") offersChanged({ couponId: id });
    if (outcome === "claimed_out" || outcome === "claimed_out_now")
      throw new AppError("claimed_out", CLAIMED_OUT_MESSAGE);
    // The claim that took the last place took the offer out of the feed and its page.
    if (outcome.claimedOut) offersChanged({ couponId: id });
    if (outcome.created) {
      // An uncapped offer's count event was queued with the claim (decision 827): count it soon.
      drainSoon();
      await deliverWebhooksSoon({ partnerId: outcome.partnerId });
    }
    return { data: outcome.claim, status: outcome.created ? 201 : 200 };
  },
});
