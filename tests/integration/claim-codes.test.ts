import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The app's key for this file, before any app module reads the environment (decision 547).
const appKey = vi.hoisted(() => {
  const made = `codes-key-${crypto.randomUUID()}`;
  process.env.APP_API_KEYS = made;
  return made;
});

import * as claims from "@/app/api/v1/offers/[id]/claims/route";
import * as offerRoute from "@/app/api/v1/offers/[id]/route";
import * as offersRoute from "@/app/api/v1/offers/route";
import * as codesRoute from "@/app/api/v1/coupon/[id]/codes/route";
import * as redemptions from "@/app/api/v1/redemptions/route";
import { db } from "@/lib/db";
import { couponRedemptions } from "@/lib/data/coupon-codes";
import { liveWhere } from "@/lib/data/public-offers";
import { formatRate } from "@/lib/format/rupees";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";

// Codes per claim (decision 556) and their redemption (decision 557), through the routes the app and the
// partner call: a pool that runs out ends the claims as a cap does, concurrent claims never share a code,
// and a code is redeemed once, by its own partner, while its offer runs.

const today = todayInIndia();
const claim = (id: string, userId = `user-${randomUUID()}`) =>
  claims.POST(jsonCall("POST", `/api/v1/offers/${id}/claims`, { userId }, { "x-app-key": appKey }), params(id));
const setCodes = (auth: Record<string, string>, id: string, body: unknown) =>
  codesRoute.POST(jsonCall("POST", `/api/v1/coupon/${id}/codes`, body, auth), params(id));
const redeem = (auth: Record<string, string>, body: unknown) =>
  redemptions.POST(jsonCall("POST", "/api/v1/redemptions", body, auth));

async function couponOf(prefix: string, rest: Record<string, unknown> = {}) {
  const partner = await partnerWithToken(prefix);
  return {
    partner,
    coupon: await insertCoupon(partner.id, today, { start: -1, expiry: 10, code: "SHARED10", ...rest }),
  };
}

async function claimedCode(id: string): Promise<string> {
  const answer = await claim(id);
  expect(answer.status).toBe(201);
  const { data } = await answer.json();
  expect(data.singleUse).toBe(true);
  return data.code as string;
}

describe("a code per claim", () => {
  it("a generated code per user, the same one on a repeat; a shared coupon answers its own code", async () => {
    const { partner, coupon } = await couponOf("codes-generated");
    const shared = await (await claim(coupon.id)).json();
    expect(shared.data).toMatchObject({ code: "SHARED10", singleUse: false });
    const set = await setCodes(partner.auth, coupon.id, { mode: "generated" });
    expect(set.status).toBe(200);
    expect((await set.json()).data).toEqual({ mode: "generated", issued: 0, available: 0, redeemed: 0 });
    const user = `user-${randomUUID()}`;
    const first = (await (await claim(coupon.id, user)).json()).data;
    expect(first.code).toMatch(/^PP-[A-HJ-NP-Z2-9]{10}$/);
    expect(first.singleUse).toBe(true);
    const again = await claim(coupon.id, user);
    expect(again.status).toBe(200);
    expect((await again.json()).data.code).toBe(first.code);
    const other = await claimedCode(coupon.id);
    expect(other).not.toBe(first.code);
  });

  it("the public offer shows the shared code only while the coupon has one; per-claim codes are for claimants alone [security 39]", async () => {
    const { partner, coupon } = await couponOf("codes-public");
    const publicCode = async () => {
      const answer = await offerRoute.GET(
        new Request(`http://localhost/api/v1/offers/${coupon.id}`),
        params(coupon.id),
      );
      expect(answer.status).toBe(200);
      return (await answer.json()).data.code;
    };
    expect(await publicCode()).toBe("SHARED10");
    // Nor does the feed's search find the offer by its hidden code: a substring search would spell it out.
    const code = `HID${randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase()}`;
    await db.coupon.update({ where: { id: coupon.id }, data: { code } });
    const foundBy = async (search: string) => {
      const answer = await offersRoute.GET(new Request(`http://localhost/api/v1/offers?search=${search}`));
      return ((await answer.json()).data as { id: string }[]).some((offer) => offer.id === coupon.id);
    };
    expect(await foundBy(code.slice(0, 7))).toBe(true);
    expect((await setCodes(partner.auth, coupon.id, { mode: "generated" })).status).toBe(200);
    expect(await publicCode()).toBeNull();
    expect(await foundBy(code.slice(0, 7))).toBe(false);
    expect(await foundBy(code)).toBe(false);
    expect((await setCodes(partner.auth, coupon.id, { mode: "shared" })).status).toBe(200);
    expect(await publicCode()).toBe(code);
    expect(await foundBy(code)).toBe(true);
  });

  it("draws from the uploaded pool; concurrent claims never get one code twice, and an empty pool ends the claims as a cap does [security 39]", async () => {
    const { partner, coupon } = await couponOf("codes-pool");
    const pool = Array.from({ length: 5 }, (_, i) => `pool-${i} x`);
    const set = await setCodes(partner.auth, coupon.id, { mode: "pool", codes: pool });
    expect(set.status).toBe(200);
    expect((await set.json()).data).toMatchObject({ mode: "pool", available: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => claim(coupon.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(409)]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    const handed = bodies.filter((b) => b.data).map((b) => b.data.code);
    expect(new Set(handed).size).toBe(5);
    expect([...handed].sort()).toEqual(pool.map((c) => c.replace(/\s/g, "").toUpperCase()).sort());
    // The same answer a reached cap gives.
    expect(bodies.find((b) => b.error)!.error).toEqual({
      code: "claimed_out",
      message: "Every place of this offer has been claimed.",
    });
    expect(await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({ status: "CLAIMED" });
    expect(await db.coupon.count({ where: { id: coupon.id, ...liveWhere(today) } })).toBe(0);
    // More codes reopen it, as a raised cap does.
    expect((await setCodes(partner.auth, coupon.id, { mode: "pool", codes: ["POOL-NEW"] })).status).toBe(200);
    expect(await claimedCode(coupon.id)).toBe("POOL-NEW");
  });

  it("the claims that take a pool's last codes at once close the offer, whichever commits last [security 39]", async () => {
    // Each claim took its code, then looked for codes left: neither saw the other's, and the empty pool
    // left the offer open (15 rounds of 20 on PostgreSQL, claims review of 2026-11-30).
    for (let round = 0; round < 5; round++) {
      const { partner, coupon } = await couponOf(`codes-pool-race-${round}`);
      expect((await setCodes(partner.auth, coupon.id, { mode: "pool", codes: ["LAST-A", "LAST-B"] })).status).toBe(200);
      const answers = await Promise.all([claim(coupon.id), claim(coupon.id)]);
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      const { status } = await db.coupon.findUniqueOrThrow({ where: { id: coupon.id }, select: { status: true } });
      expect(status, `round ${round}`).toBe("CLAIMED");
    }
  });

  it("refuses a code listed twice, or one the partner already has, storing nothing; another partner's coupon is 404", async () => {
    const { partner, coupon } = await couponOf("codes-unique");
    const twice = await setCodes(partner.auth, coupon.id, { mode: "pool", codes: ["AAAA-1", "aaaa-1"] });
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.message).toBe("The list names AAAA-1 more than once. Each code must be unique.");
    expect((await setCodes(partner.auth, coupon.id, { mode: "pool", codes: ["AAAA-1"] })).status).toBe(200);
    const second = await insertCoupon(partner.id, today, { start: -1, expiry: 10 });
    const taken = await setCodes(partner.auth, second.id, { mode: "pool", codes: ["BBBB-2", "AAAA-1"] });
    expect(taken.status).toBe(400);
    expect(await db.couponCode.count({ where: { couponId: second.id } })).toBe(0);
    const stranger = await partnerWithToken("codes-stranger");
    expect((await setCodes(stranger.auth, coupon.id, { mode: "generated" })).status).toBe(404);
    expect((await setCodes(partner.auth, coupon.id, { mode: "pool", codes: ["x"] })).status).toBe(400);
  });
});

describe("codes uploaded at once", () => {
  it("two uploads naming the same codes at once: one is stored, the other refused with the field's message, never a 500", async () => {
    const { partner, coupon } = await couponOf("codes-race");
    const second = await insertCoupon(partner.id, today, { start: -1, expiry: 10 });
    for (let round = 0; round < 3; round++) {
      const codes = [`RACE-${round}-A`, `RACE-${round}-B`];
      const answers = await Promise.all(
        [coupon.id, second.id].map((id) => setCodes(partner.auth, id, { mode: "pool", codes })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const refused = await answers.find((answer) => answer.status === 400)!.json();
      expect(refused.error.message).toMatch(/^You already have the code RACE-\d-[AB]\. Each code must be unique/);
      expect(await db.couponCode.count({ where: { partnerId: partner.id, code: { in: codes } } })).toBe(2);
    }
  });
});

describe("POST /api/v1/redemptions", () => {
  it("redeems a claimed code once, with the order amount; a second redemption is 409 [security 39]", async () => {
    const { partner, coupon } = await couponOf("redeem-once");
    await setCodes(partner.auth, coupon.id, { mode: "generated" });
    const code = await claimedCode(coupon.id);
    const first = await redeem(partner.auth, { code: code.toLowerCase(), orderAmount: 1499.5 });
    expect(first.status).toBe(201);
    const { data } = await first.json();
    expect(data).toMatchObject({ code, orderAmount: 1499.5, offer: { id: coupon.id, ended: false } });
    expect(data.redeemedAt).toEqual(expect.any(String));
    const again = await redeem(partner.auth, { code });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: "already_redeemed" });
  });

  it("a checkout retrying with its Idempotency-Key gets its first 201 again; the same code without the key is 409", async () => {
    const { partner, coupon } = await couponOf("redeem-retry");
    await setCodes(partner.auth, coupon.id, { mode: "generated" });
    const code = await claimedCode(coupon.id);
    const key = { ...partner.auth, "idempotency-key": `till-7-order-${randomUUID()}` };
    const body = { code, orderAmount: 820 };
    const first = await redeem(key, body);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    // The answer was lost on the way back; the till sends the same request again.
    const retried = await redeem(key, body);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await retried.json()).toEqual(firstBody);
    // The same code and amount without that key (another till, a customer using it twice) is redeemed already.
    const again = await redeem(partner.auth, body);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: "already_redeemed" });
    expect(await db.couponCode.count({ where: { code, redeemedAt: { not: null } } })).toBe(1);
  });

  it("redemptions racing for one code: exactly one succeeds [security 39]", async () => {
    const { partner, coupon } = await couponOf("redeem-race");
    await setCodes(partner.auth, coupon.id, { mode: "generated" });
    const code = await claimedCode(coupon.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(partner.auth, { code })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("another partner's code, an unknown code and an unclaimed pool code are refused; an ended offer's code is 409 [security 39]", async () => {
    const { partner, coupon } = await couponOf("redeem-scope");
    await setCodes(partner.auth, coupon.id, { mode: "pool", codes: ["SCOPE-1", "SCOPE-2"] });
    const code = await claimedCode(coupon.id);
    const stranger = await partnerWithToken("redeem-stranger");
    const other = await redeem(stranger.auth, { code });
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe("No claimed code of yours matches. Check the code and try again.");
    expect((await redeem(partner.auth, { code: "NOPE-0000" })).status).toBe(404);
    const unclaimed = await redeem(partner.auth, { code: code === "SCOPE-1" ? "SCOPE-2" : "SCOPE-1" });
    expect(unclaimed.status).toBe(409);
    expect((await unclaimed.json()).error.code).toBe("not_claimed");
    // Ended: its expiry has passed.
    await db.coupon.update({ where: { id: coupon.id }, data: { expiryDate: new Date("2020-01-01") } });
    const ended = await redeem(partner.auth, { code });
    expect(ended.status).toBe(409);
    expect((await ended.json()).error).toEqual({
      code: "offer_ended",
      message: "This offer has ended: its codes can no longer be redeemed.",
    });
    expect(await db.couponCode.count({ where: { couponId: coupon.id, redeemedAt: { not: null } } })).toBe(0);
    // Deleted (decision 550): its codes are as unknown as another partner's.
    await db.coupon.update({
      where: { id: coupon.id },
      data: { expiryDate: new Date("2099-01-01"), deletedAt: new Date() },
    });
    expect((await redeem(partner.auth, { code })).status).toBe(404);
  });

  it("refuses a malformed code or amount with a clear 400", async () => {
    const { partner } = await couponOf("redeem-400");
    const bad = await redeem(partner.auth, { code: "a", orderAmount: -5 });
    expect(bad.status).toBe(400);
    const { fieldErrors } = (await bad.json()).error;
    expect(fieldErrors.code).toEqual(["Enter the code the customer shows: 4 to 64 letters, digits or dashes."]);
    expect(fieldErrors.orderAmount).toEqual(["Order amount must be greater than 0"]);
  });
});

describe("a coupon's redemptions (results page)", () => {
  it("counts redemptions and sales per India day for its partner only; the rate is a share of claims", async () => {
    const { partner, coupon } = await couponOf("redeem-results");
    await setCodes(partner.auth, coupon.id, { mode: "generated" });
    const [a, b] = [await claimedCode(coupon.id), await claimedCode(coupon.id)];
    await claimedCode(coupon.id);
    expect((await redeem(partner.auth, { code: a, orderAmount: 1499.5 })).status).toBe(201);
    expect((await redeem(partner.auth, { code: b })).status).toBe(201);
    const from = addDays(today, -29);
    const results = await couponRedemptions(partner.id, coupon.id, from);
    expect(results).toEqual({
      window: { claims: 3, redemptions: 2, sales: 1499.5 },
      allTime: { redemptions: 2, sales: 1499.5 },
      days: [{ day: today, redemptions: 2, sales: 1499.5 }],
    });
    expect(formatRate(results!.window.redemptions, results!.window.claims)).toBe("66.7%");
    // A redemption counted on the India day it happened, whatever the UTC date.
    await db.couponCode.updateMany({
      where: { couponId: coupon.id, code: b },
      data: { redeemedAt: new Date(`${addDays(today, -1)}T19:00:00Z`) },
    });
    expect((await couponRedemptions(partner.id, coupon.id, from))!.days.map((d) => d.day)).toEqual([today]);
    const stranger = await partnerWithToken("redeem-results-stranger");
    expect(await couponRedemptions(stranger.id, coupon.id, from)).toBeNull();
  });
});
