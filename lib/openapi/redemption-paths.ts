// The OpenAPI paths of codes per claim, their redemption and partner API keys (decisions 556, 557).
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import type { ApiKeyView } from "@/lib/data/partner-api-keys";
import type { CouponCodesView, PartnerCodeView } from "@/lib/data/coupon-codes";
import { MAX_API_KEYS } from "@/lib/limits/rules";
import { apiKeyCreateSchema, codeModes, couponCodesSchema, redemptionSchema } from "@/lib/validations/redemption";
import {
  body,
  error,
  errors,
  idPath,
  json,
  namedIdempotencyKeyHeader,
  partnerOp,
  partnerOrKeyOp,
  replayedHeader,
} from "./operation";
import { count, envelope, instant, same } from "./responses";

const couponCodes = z
  .object({
    mode: z.enum(codeModes),
    issued: count.meta({ description: "Codes handed to claims so far" }),
    available: count.meta({ description: "Pool codes not claimed yet" }),
    redeemed: count.meta({ description: "Codes redeemed so far" }),
  })
  .meta({ id: "CouponCodes" });

const redeemedCode = z
  .object({
    code: z.string(),
    offer: z.object({
      id: z.string(),
      title: z.string(),
      brand: z.string(),
      expiryDate: z.string().meta({ description: "The offer's last day, YYYY-MM-DD (India)" }),
      ended: z.boolean().meta({ description: "Its expiry has passed: its codes are no longer redeemed" }),
    }),
    claimedAt: instant.nullable().meta({ description: "When an app user claimed it" }),
    redeemedAt: instant.nullable(),
    orderAmount: z.number().nullable().meta({ description: "Rupees, when the merchant gave the order's amount" }),
  })
  .meta({ id: "RedeemedCode" });

const apiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: "The key's first characters, to tell keys apart", example: "ppk_Ab12Cd" }),
    createdAt: instant,
    lastUsedAt: instant.nullable(),
    revokedAt: instant.nullable(),
  })
  .meta({ id: "ApiKey" });

const newApiKey = apiKey
  .extend({
    key: z.string().meta({
      description:
        "The key itself: shown in this answer only (only its digest is stored). Send it as `Authorization: Bearer <key>`.",
      example: "ppk_4mB1x9Qe7cLw2Zr5tYh8Nf3Vd6Ks0Ju1Pa7Gi4Oe2Wq",
    }),
  })
  .meta({ id: "NewApiKey" });

same<z.infer<typeof couponCodes>, CouponCodesView>(true);
same<z.infer<typeof redeemedCode>, PartnerCodeView>(true);
same<z.infer<typeof apiKey>, ApiKeyView>(true);

export function redemptionPaths(): ZodOpenApiPathsObject {
  return {
    "/api/v1/coupon/{id}/codes": {
      post: partnerOp(
        "Coupons",
        "Set where each claim's code comes from",
        "shared: everyone gets the coupon's own code (the default); generated: each claim gets a new single-use code; pool: each claim gets the next unused code of the list uploaded here, and an empty pool ends the claims as a reached cap does (claims answer 409 claimed_out). `codes` adds to the pool; codes are stored upper case without spaces, and a code the partner already has, on any coupon, is refused with nothing stored (400).",
        {
          operationId: "setCouponCodes",
          requestParams: { path: idPath },
          requestBody: body(couponCodesSchema),
          responses: { "200": json("Saved", envelope(couponCodes)), ...errors(404, 413, 415, 429) },
        },
      ),
    },
    "/api/v1/redemptions": {
      post: partnerOrKeyOp(
        "Redemptions",
        "Redeem a claimed code",
        "For the partner's own checkout, with a partner API key (made in Profile, or POST /api/v1/user/api-keys) as `Authorization: Bearer ppk_…`. Redeems one of the partner's claimed single-use codes once, with the order's amount when given. Another partner's code is 404, as an unknown one; a code redeemed before (already_redeemed), not claimed yet (not_claimed), of an offer that has ended (offer_ended) or past the offer's cap when its cap counts redemptions (redeemed_out, decision 563) is 409. A revoked key is 401. A checkout that lost the answer retries with the same Idempotency-Key and gets the first 201 again; without a key, the same code again is already_redeemed.",
        {
          operationId: "redeemCode",
          requestParams: { header: namedIdempotencyKeyHeader },
          requestBody: body(redemptionSchema),
          responses: {
            "201": json("Redeemed", envelope(redeemedCode), replayedHeader),
            ...errors(404, 413, 415, 422, 429),
            "409": error(
              409,
              "Redeemed before (code already_redeemed, the message says when), not claimed yet (not_claimed), its offer has ended (offer_ended), the offer's cap on redemptions is reached (redeemed_out), or the same Idempotency-Key's first request is still being processed (Retry-After)",
            ),
          },
        },
      ),
    },
    "/api/v1/user/api-keys": {
      get: partnerOp(
        "Partner",
        "List the API keys",
        "Newest first, revoked ones included; never the keys themselves.",
        {
          operationId: "listApiKeys",
          responses: { "200": json("The keys", envelope(z.array(apiKey))) },
        },
      ),
      post: partnerOp(
        "Partner",
        "Create an API key",
        `For the partner's own checkout: the key may redeem codes (POST /api/v1/redemptions) and read coupons (GET /api/v1/coupon, GET /api/v1/coupon/{id}), nothing else (403). The key is in this answer only. At most ${MAX_API_KEYS} active keys (409 limit_reached). A key cannot make keys.`,
        {
          operationId: "createApiKey",
          requestBody: body(apiKeyCreateSchema),
          responses: {
            "201": json("Created: copy data.key now", envelope(newApiKey)),
            ...errors(413, 415, 429),
            "409": error(409, `The partner already has ${MAX_API_KEYS} active keys (code limit_reached)`),
          },
        },
      ),
    },
    "/api/v1/user/api-keys/{id}": {
      delete: partnerOp(
        "Partner",
        "Revoke an API key",
        "At once: the key's next request is 401. Another partner's key is 404, as an unknown one.",
        {
          operationId: "revokeApiKey",
          requestParams: { path: z.object({ id: z.string().min(1).max(64) }) },
          responses: { "200": json("Revoked", envelope(apiKey)), ...errors(404, 429) },
        },
      ),
    },
  };
}
