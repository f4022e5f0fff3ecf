import { describe, expect, it } from "vitest";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { once, onceKey, staleClaimMs } from "@/lib/operations/once";
import { createCoupon } from "@/lib/data/coupons";
import { db } from "@/lib/db";
import { couponSchema } from "@/lib/validations/coupon";
import { couponForm, jsonCall, partnerWithToken } from "./coupon-helpers";

// A create cut off by a database outage can leave its Idempotency-Key claimed "in progress": the
// handler failed and freeing the key failed too. The client, told 503 with Retry-After, sends the same
// request again; it must be accepted once the claim is stale, not refused with 409 until the key
// expires (found by tests/load/load-and-faults.test.ts, decision 705).
describe("an Idempotency-Key left claimed by an outage", () => {
  async function leftClaimed(partnerId: string, header: string, ageMs: number) {
    const { key, scope } = onceKey("coupon.create", { account: `partner:${partnerId}`, address: "" }, "", header);
    await db.idempotencyKey.create({
      data: { key, scope, status: 0, response: {}, createdAt: new Date(Date.now() - ageMs) },
    });
  }

  it("is taken over by the retry once stale, storing one coupon", async () => {
    const { id, auth } = await partnerWithToken("stale-claim");
    const header = "load-retry-after-outage-1";
    await leftClaimed(id, header, staleClaimMs() + 1000);
    const response = await couponRoot.POST(
      jsonCall("POST", "/api/v1/coupon", couponForm(), { ...auth, "idempotency-key": header }),
    );
    expect(response.status).toBe(201);
    const again = await couponRoot.POST(
      jsonCall("POST", "/api/v1/coupon", couponForm(), { ...auth, "idempotency-key": header }),
    );
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await db.coupon.count({ where: { partnerId: id } })).toBe(1);
  });

  it("a create that fails before its answer is stored leaves no coupon, so the retry cannot store a second", async () => {
    const { id } = await partnerWithToken("atomic-create");
    const scope = `coupon.create:partner:${id}`;
    const key = `${scope}:h:atomic-${Date.now()}`;
    const values = couponSchema.parse(couponForm());
    const lost = once({ key, ttlMs: 60_000, scope, transactional: true }, async (tx) => {
      await createCoupon(id, values, { client: tx });
      throw new Error("Connection terminated unexpectedly"); // the database went away before the commit
    });
    await expect(lost).rejects.toThrow("Connection terminated");
    expect(await db.coupon.count({ where: { partnerId: id } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { key } })).toBe(0);
    const retried = await once({ key, ttlMs: 60_000, scope, transactional: true }, async (tx) => ({
      status: 201,
      body: { data: await createCoupon(id, values, { client: tx }) },
    }));
    expect(retried).toMatchObject({ status: 201, replayed: false });
    expect(await db.coupon.count({ where: { partnerId: id } })).toBe(1);
  });
});
