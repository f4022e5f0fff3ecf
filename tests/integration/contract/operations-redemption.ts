// How to call the operations of codes per claim, redemptions and partner API keys so they succeed, and
// the recipes for their own refusals (decisions 556, 557).
import { randomUUID } from "node:crypto";
import { redeemCode, setCouponCodes } from "@/lib/coupons/code-operations";
import { generateCode } from "@/lib/data/claim-code";
import { createApiKey as makeKey } from "@/lib/data/partner-api-keys";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import { createApiKey, revokeApiKey } from "@/lib/partner-account/api-keys";
import { insertCoupon } from "../coupon-helpers";
import { createPartner } from "../partner-helpers";
import { type Call, jsonBody } from "./app";
import { accountBucket } from "./operations-partner";
import { Callers, type Spec } from "./provoke";

type Signed = { id: string; auth: Record<string, string> };
const as = (signed: Signed, call: Omit<Call, "headers">, headers: Record<string, string> = {}): Call => ({
  ...call,
  headers: { ...headers, ...signed.auth },
});
const post = (signed: Signed, path: string, body: unknown) => {
  const json = jsonBody(body);
  return as(signed, { method: "POST", path, body: json.body }, json.headers);
};
const partnerBucket = (operation: Parameters<typeof accountBucket>[0]) =>
  accountBucket(operation, async (c) => `partner:${(await c.partner()).id}`);

/** A code an app user claimed, of a live coupon of the partner's. */
async function claimedCode(partnerId: string): Promise<string> {
  const coupon = await insertCoupon(partnerId, todayInIndia(), { start: -1, expiry: 10, codeMode: "GENERATED" });
  const claim = await db.couponClaim.create({ data: { couponId: coupon.id, userKey: `contract:${randomUUID()}` } });
  const code = generateCode();
  await db.couponCode.create({ data: { couponId: coupon.id, partnerId, claimId: claim.id, code } });
  return code;
}

const revoke = (signed: Signed, id: string) => as(signed, { method: "DELETE", path: `/api/v1/user/api-keys/${id}` });

export const redemptionOperations: Record<string, Spec> = {
  setCouponCodes: {
    ok: async (c) => {
      const partner = await c.partner();
      const coupon = await insertCoupon(partner.id, todayInIndia());
      return post(partner, `/api/v1/coupon/${coupon.id}/codes`, { mode: "generated" });
    },
    buckets: partnerBucket(setCouponCodes),
    answers: {
      404: async (app, status) => {
        const theirs = await insertCoupon((await createPartner({ prefix: "contract-other" })).id, todayInIndia());
        await app.send(
          post(await new Callers().partner(), `/api/v1/coupon/${theirs.id}/codes`, { mode: "generated" }),
          status,
        );
      },
    },
  },
  redeemCode: {
    ok: async (c) => {
      const partner = await c.partner();
      return post(partner, "/api/v1/redemptions", { code: await claimedCode(partner.id), orderAmount: 499 });
    },
    buckets: partnerBucket(redeemCode),
    // Runs once by the client's own Idempotency-Key (422 for a key reused with another code).
    once: redeemCode,
    answers: {
      // Another partner's code is as unknown as one nobody has.
      404: async (app, status) => {
        const theirs = await claimedCode((await createPartner({ prefix: "contract-other" })).id);
        await app.send(post(await new Callers().partner(), "/api/v1/redemptions", { code: theirs }), status);
      },
      409: async (app, status) => {
        const partner = await new Callers().partner();
        const call = post(partner, "/api/v1/redemptions", { code: await claimedCode(partner.id) });
        await app.send(call, 201);
        await app.send(call, status);
      },
    },
  },
  listApiKeys: { ok: async (c) => as(await c.partner(), { method: "GET", path: "/api/v1/user/api-keys" }) },
  createApiKey: {
    ok: async (c) => post(await c.partner(), "/api/v1/user/api-keys", { name: "Checkout" }),
    buckets: partnerBucket(createApiKey),
    answers: {
      409: async (app, status) => {
        const partner = await new Callers().partner();
        for (let i = 0; i < 10; i++) await makeKey(partner.id, `Till ${i}`);
        await app.send(post(partner, "/api/v1/user/api-keys", { name: "One more" }), status);
      },
    },
  },
  revokeApiKey: {
    ok: async (c) => {
      const partner = await c.partner();
      return revoke(partner, (await makeKey(partner.id, "Old till")).id);
    },
    buckets: partnerBucket(revokeApiKey),
    answers: {
      404: async (app, status) => {
        const theirs = await makeKey((await createPartner({ prefix: "contract-other" })).id, "Theirs");
        await app.send(revoke(await new Callers().partner(), theirs.id), status);
      },
    },
  },
};
