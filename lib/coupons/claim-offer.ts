import "server-only";
import { z } from "zod";
import { claimCoupon, claimUserKey } from "@/lib/data/coupon-claims";
import { AppError } from "@/lib/errors";
import { enforce } from "@/lib/limits/limiter";
import { defineOperation } from "@/lib/operations/operation";
import { couponClaimSchema } from "@/lib/validations/coupon-claim";
import { couponId } from "./operations";

// POST /api/v1/offers/{id}/claims (decision 547): the app, with its key, records that one of its users
// claimed a live offer. The key's budget is the operation's own; each user has one too, counted across
// offers, so one user cannot be replayed endlessly under a valid key; and so has each client address, so
// a key taken from the app cannot claim every capped offer out with made-up user ids from one place.

export const OFFER_NOT_FOUND_MESSAGE = "Offer not found";

export const claimOffer = defineOperation({
  name: "offer.claim",
  audience: "app",
  input: z.intersection(z.object({ id: couponId }), couponClaimSchema),
  rateLimit: "offerClaimPerKey",
  run: async ({ id, userId }, { ip }) => {
    const userKey = claimUserKey(userId);
    await enforce({ rule: "offerClaimPerUser", key: userKey }, { rule: "offerClaimPerAddress", address: ip });
    const outcome = await claimCoupon(id, userKey);
    // Unknown, not started, ended, paused or claimed out: as GET /api/v1/offers/{id} answers it.
    if (!outcome) throw new AppError("not_found", OFFER_NOT_FOUND_MESSAGE);
    return { data: outcome.claim, status: outcome.created ? 201 : 200 };
  },
});
