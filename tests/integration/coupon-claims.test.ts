import { createHash, randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The app's keys for this file, before any app module reads the environment (decision 547).
const keys = vi.hoisted(() => {
  const made = [`claims-key-a-${crypto.randomUUID()}`, `claims-key-b-${crypto.randomUUID()}`];
  process.env.APP_API_KEYS = made.join(",");
  return made;
});

import * as claims from "@/app/api/v1/offers/[id]/claims/route";
import * as offer from "@/app/api/v1/offers/[id]/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { pauseCoupon } from "@/lib/data/coupon-controls";
import { claimUserKey } from "@/lib/data/coupon-claims";
import { couponHistory } from "@/lib/data/coupon-history";
import { couponMetrics } from "@/lib/data/coupon-metrics";
import { getCoupon, listCouponsByPhase, updateCoupon } from "@/lib/data/coupons";
import { liveWhere, trackingTarget } from "@/lib/data/public-offers";
import { db } from "@/lib/db";
import { spend } from "@/lib/limits/limiter";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import {
  couponForm,
  eventsCounted,
  insertCoupon,
  jsonCall,
  liveCoupon,
  params,
  partnerWithToken,
} from "./coupon-helpers";
import { get, uniqueIp } from "./partner-helpers";
import { fromIp } from "./public-helpers";

const today = todayInIndia();
const claim = (id: string, userId: string, key: string | null = keys[0]!) =>
  claims.POST(
    jsonCall("POST", `/api/v1/offers/${id}/claims`, { userId }, key === null ? {} : { "x-app-key": key }),
    params(id),
  );
const user = () => `user-${randomUUID()}`;
// An uncapped coupon's claim count is recounted by the event drain (decision 551).
const stored = async (id: string) => {
  await eventsCounted(id);
  return db.coupon.findUniqueOrThrow({ where: { id } });
};

describe("POST /api/v1/offers/{id}/claims", () => {
  it("counts a user once per coupon: 201 the first time, 200 with the same claim after, under either key", async () => {
    const { coupon } = await liveCoupon("claims-once", today);
    const who = user();
    const first = await claim(coupon.id, who);
    expect(first.status).toBe(201);
    const { data } = await first.json();
    // A coupon without a code of its own per claim answers its shared code (none here; decision 556).
    expect(data).toEqual({
      id: expect.any(String),
      offerId: coupon.id,
      claimedAt: expect.any(String),
      code: null,
      singleUse: false,
    });
    const again = await claim(coupon.id, who, keys[1]!);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual(data);
    expect((await claim(coupon.id, user())).status).toBe(201);
    expect((await stored(coupon.id)).claimCount).toBe(2);
    // Only a digest of the app's user id is kept.
    const rows = await db.couponClaim.findMany({ where: { couponId: coupon.id } });
    expect(rows.map((r) => r.userKey)).toContain(claimUserKey(who));
    expect(JSON.stringify(rows)).not.toContain(who);
    // The claim's id goes to the partner in every webhook: it is not a digest anyone holding the user's id
    // and the coupon's could work out (it was sha256(coupon id, user key), so a partner could tell users apart).
    const digest = createHash("sha256")
      .update(`${coupon.id}\n${claimUserKey(who)}`)
      .digest("base64url");
    expect(data.id).toMatch(/^cl_[\w-]{24}$/);
    expect(data.id).not.toBe(`cl_${digest.slice(0, 24)}`);
  });

  it("the partner sets the cap through the API; the coupon answers it with its claims", async () => {
    const { auth } = await partnerWithToken("claims-api-cap");
    const created = await couponRoot.POST(jsonCall("POST", "/api/v1/coupon", couponForm({ claimCap: 2 }), auth));
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({ claimCap: 2, claims: 0, status: "pending" });
    const refused = await couponRoot.POST(jsonCall("POST", "/api/v1/coupon", couponForm({ claimCap: 0 }), auth));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fieldErrors).toHaveProperty("claimCap");
  });

  it("a wrong or missing key is 401 and says nothing of the coupon, known or not [security 8]", async () => {
    const { coupon } = await liveCoupon("claims-key", today);
    const answers = await Promise.all(
      [
        claim(coupon.id, user(), "not-the-key"),
        claim("no-such-coupon", user(), "not-the-key"),
        claim(coupon.id, user(), null),
        claim(coupon.id, user(), `${keys[0]} `.repeat(2)),
      ].map(async (sent) => {
        const r = await sent;
        return [r.status, await r.json()] as const;
      }),
    );
    for (const [status, body] of answers) {
      expect(status).toBe(401);
      expect(body).toEqual({ error: { code: "unauthorized", message: "A valid X-App-Key header is required." } });
    }
    expect((await stored(coupon.id)).claimCount).toBe(0);
  });

  it("404 for an unknown, not yet started, ended or paused coupon, or one of a partner not approved; nothing stored", async () => {
    const { partner, coupon: paused } = await liveCoupon("claims-404", today);
    await pauseCoupon(partner.id, paused.id);
    const later = await insertCoupon(partner.id, today, { start: 2, expiry: 10 });
    const ended = await insertCoupon(partner.id, today, { start: -10, expiry: -1 });
    const { partner: suspended, coupon: hidden } = await liveCoupon("claims-404-suspended", today);
    await db.partner.update({ where: { id: suspended.id }, data: { status: "SUSPENDED" } });
    for (const id of [paused.id, later.id, ended.id, hidden.id, "no-such-coupon", "bad id <x>"]) {
      const response = await claim(id, user());
      expect(response.status, id).toBe(404);
      expect((await response.json()).error.message).toBe("Offer not found");
    }
    expect(
      await db.couponClaim.count({ where: { couponId: { in: [paused.id, later.id, ended.id, hidden.id] } } }),
    ).toBe(0);
  });

  it("refuses a missing or oversized userId with 400, and other methods with 405", async () => {
    const { coupon } = await liveCoupon("claims-400", today);
    for (const userId of ["", "x".repeat(129), "a\u0000b"]) expect((await claim(coupon.id, userId)).status).toBe(400);
    const wrong = await claims.GET(
      get(`/api/v1/offers/${coupon.id}/claims`, { "x-app-key": keys[0]! }),
      params(coupon.id),
    );
    expect(wrong.status).toBe(405);
  });

  it("claims racing for the last places never pass the cap; the coupon then leaves the feed and its link [security 28]", async () => {
    const { partner, coupon } = await liveCoupon("claims-cap", today, { claimCap: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(coupon.id, user())));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(17).fill(409)]);
    // The app can tell "all claimed" from a wrong id (decision 551).
    const refusal = answers.find((r) => r.status === 409)!;
    expect((await refusal.json()).error).toEqual({
      code: "claimed_out",
      message: "Every place of this offer has been claimed.",
    });
    expect((await claim(coupon.id, user())).status).toBe(409);
    const row = await stored(coupon.id);
    expect(row).toMatchObject({ claimCount: 3, status: "CLAIMED" });
    expect(await db.couponClaim.count({ where: { couponId: coupon.id } })).toBe(3);
    // Out of everything liveWhere decides, and of the tracking link.
    expect(await db.coupon.count({ where: { id: coupon.id, ...liveWhere(today) } })).toBe(0);
    const read = await offer.GET(get(`/api/v1/offers/${coupon.id}`), params(coupon.id));
    expect(read.status).toBe(404);
    expect(await trackingTarget(coupon.id, today)).toEqual({ ended: true });
    // The partner sees it claimed, not live, in the Expired tab with the offers not running.
    expect(await getCoupon(partner.id, coupon.id, today)).toMatchObject({
      status: "claimed",
      isLived: false,
      claims: 3,
      claimCap: 3,
    });
    const { coupons, counts } = await listCouponsByPhase(partner.id, "expired", {}, today);
    expect(coupons.map((c) => c.id)).toEqual([coupon.id]);
    expect(counts).toEqual({ listed: 0, lived: 0, expired: 1 });
    expect((await couponMetrics(partner.id, today)).liveCoupons).toBe(0);
  });

  it("raising the cap opens the coupon to claims again; lowering it to the claims made closes it", async () => {
    const { partner, coupon } = await liveCoupon("claims-raise", today, { claimCap: 1 });
    expect((await claim(coupon.id, user())).status).toBe(201);
    expect((await stored(coupon.id)).status).toBe("CLAIMED");
    const values = (cap: number, version: number) => ({
      title: coupon.title,
      brand: coupon.brand,
      link: coupon.link,
      code: undefined,
      actualPricing: undefined,
      discountedPrice: undefined,
      category: ["Fashion" as const],
      startDate: addDays(today, -1),
      expiryDate: addDays(today, 10),
      description: coupon.description,
      image: coupon.imageUrl,
      claimCap: cap,
      capCounts: undefined,
      version,
    });
    const raised = await updateCoupon(partner.id, coupon.id, values(2, 1), { today });
    expect(raised).toMatchObject({ status: "pending", isLived: true, claimCap: 2, claims: 1 });
    expect((await claim(coupon.id, user())).status).toBe(201);
    expect((await stored(coupon.id)).status).toBe("CLAIMED");
    const reopened = await updateCoupon(partner.id, coupon.id, values(5, raised.version), { today });
    expect(reopened.status).toBe("pending");
    const closed = await updateCoupon(partner.id, coupon.id, values(2, reopened.version), { today });
    expect(closed).toMatchObject({ status: "claimed", isLived: false });
    // Each change of the cap is in the coupon's history.
    const history = await couponHistory(partner.id, coupon.id);
    expect(history.map((h) => h.fields?.claimCap)).toEqual([
      { from: 5, to: 2 },
      { from: 2, to: 5 },
      { from: 1, to: 2 },
    ]);
  });

  it("rate-limits each app user across offers and each key, with 429 and Retry-After [security 24]", async () => {
    const { coupon } = await liveCoupon("claims-limit", today);
    const who = user();
    await spend({ rule: "offerClaimPerUser", key: claimUserKey(who) });
    const limited = await claim(coupon.id, who);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await claim(coupon.id, user())).status).toBe(201);

    // The second key's budget, spent: its calls are refused before anything is read; the first key still works.
    const { createHash } = await import("node:crypto");
    const keyId = createHash("sha256").update(keys[1]!).digest().subarray(0, 6).toString("hex");
    await spend({ rule: "offerClaimPerKey", key: `offer.claim:app:${keyId}` });
    expect((await claim(coupon.id, user(), keys[1]!)).status).toBe(429);
    expect((await claim(coupon.id, user(), keys[0]!)).status).toBe(201);
    expect((await stored(coupon.id)).claimCount).toBe(2);

    // One client address's budget, spent: a valid key with made-up user ids from there gets nowhere,
    // while the same key from another address still claims.
    const [busy, other] = [uniqueIp(), uniqueIp()];
    await spend({ rule: "offerClaimPerAddress", address: busy });
    const from = (ip: string) =>
      claims.POST(
        jsonCall(
          "POST",
          `/api/v1/offers/${coupon.id}/claims`,
          { userId: user() },
          { "x-app-key": keys[0]!, ...fromIp(ip) },
        ),
        params(coupon.id),
      );
    const refused = await from(busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from(other)).status).toBe(201);
    expect((await stored(coupon.id)).claimCount).toBe(3);
  });
});
