import "server-only";
import { z } from "zod";
import * as codes from "@/lib/data/coupon-codes";
import { toPaise } from "@/lib/data/coupon-shape";
import { defineOperation } from "@/lib/operations/operation";
import { deliverWebhooksSoon } from "@/lib/webhooks/outbox";
import { couponCodesSchema, redemptionSchema } from "@/lib/validations/redemption";
import { offersChanged } from "./offer-cache";
import { changesPartnerOffers, couponId } from "./operations";

// Codes per claim and their redemption (decisions 556, 557): the coupon page's form, the Redeem screen and
// the JSON API (a signed-in partner, or the partner's API key at its own checkout) run these definitions.
// Every query takes the partner's id: another partner's coupon or code is "not found".

/** Where the coupon's claims get their codes, and codes added to its pool. */
export const setCouponCodes = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.codes",
  audience: "partner",
  input: z.intersection(z.object({ id: couponId }), couponCodesSchema),
  rateLimit: "couponCodes",
  run: async ({ id, mode, codes: added }, { actor }) => {
    const data = await codes.setCouponCodes(actor.partnerId, id, { mode, codes: added });
    const count = added?.length ?? 0;
    return { data, message: count ? `Added ${count.toLocaleString("en-IN")} codes` : "Codes saved" };
  },
});

/**
 * Redeems a claimed code once, with the order's amount when given. A checkout that lost the answer and
 * retries with its Idempotency-Key gets the first 201 again, not "already redeemed" (claims review, 2026-11-30);
 * without a key the same code again is refused as redeemed, whoever sends it.
 */
export const redeemCode = defineOperation({
  name: "code.redeem",
  audience: "partner",
  apiKey: true,
  input: redemptionSchema,
  rateLimit: "redemption",
  once: { namedOnly: true },
  run: async ({ code, orderAmount }, { actor }) => {
    const { redeemed, closedOffer } = await codes.redeemPartnerCode(actor.partnerId, code, {
      orderAmountPaise: toPaise(orderAmount),
      via: actor.apiKeyId ? `api-key:${actor.apiKeyId}` : "dashboard",
    });
    await deliverWebhooksSoon({ partnerId: actor.partnerId });
    // Only the redemption that closed its offer (a cap on redemptions, decision 563) changes what the
    // app shows; every other one leaves the shared feed's cache alone.
    if (closedOffer) offersChanged({ couponId: closedOffer, partnerId: actor.partnerId });
    return { data: redeemed, message: "Code redeemed", status: 201 };
  },
});
