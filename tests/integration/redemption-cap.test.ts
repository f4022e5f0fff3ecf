import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The app's key for this file, before any app module reads the environment (decision 547).
const appKey = vi.hoisted(() => {
  const made = `cap-key-${crypto.randomUUID()}`;
  process.env.APP_API_KEYS = made;
  return made;
});

import * as claims from "@/app/api/v1/offers/[id]/claims/route";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import * as redemptions from "@/app/api/v1/redemptions/route";
import { db } from "@/lib/db";
import { cacheCalls } from "../shared/next-runtime";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";

// A cap that counts redemptions (issue 49 item 3, decision 563): claims stay open until that many codes
// were redeemed, the redemption that reaches the cap closes the coupon to claims as a reached claim cap
// does, and one past it is refused with 409 redeemed_out. The API takes the choice as an optional field
// whose default is today's behaviour, and PATCH (a JSON Merge Patch) keeps it when it is left out.

const today = todayInIndia();
const MERGE_PATCH = { "content-type": "application/merge-patch+json" };
const claim = (id: string, userId = `user-${randomUUID()}`) =>
  claims.POST(jsonCall("POST", `/api/v1/offers/${id}/claims`, { userId }, { "x-app-key": appKey }), params(id));
const redeem = (auth: Record<string, string>, code: string) =>
  redemptions.POST(jsonCall("POST", "/api/v1/redemptions", { code }, auth));
const patch = async (auth: Record<string, string>, id: string, body: unknown) => {
  const answer = await couponItem.PATCH(
    jsonCall("PATCH", `/api/v1/coupon/${id}`, body, { ...auth, ...MERGE_PATCH }),
    params(id),
  );
  return { status: answer.status, body: await answer.json() };
};
const stored = (id: string) => db.coupon.findUniqueOrThrow({ where: { id } });

async function claimedCode(id: string): Promise<string> {
  const answer = await claim(id);
  expect(answer.status).toBe(201);
  return (await answer.json()).data.code as string;
}

/** A live coupon with a code per claim and a cap of `cap` on redemptions. */
async function cappedOnRedemptions(prefix: string, cap: number) {
  const partner = await partnerWithToken(prefix);
  const coupon = await insertCoupon(partner.id, today, {
    start: -1,
    expiry: 10,
    claimCap: cap,
    capCounts: "REDEMPTIONS",
    codeMode: "GENERATED",
  });
  return { partner, coupon };
}

describe("a cap that counts redemptions", () => {
  it("keeps claims open past the cap until that many codes are redeemed; the one past it is 409 redeemed_out", async () => {
    const { partner, coupon } = await cappedOnRedemptions("cap-redeem", 2);
    // Four claims on a cap of 2: a cap on claims would have refused the third.
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await claimedCode(coupon.id));
    expect(await stored(coupon.id)).toMatchObject({ claimCount: 4, status: "PENDING" });

    expect((await redeem(partner.auth, codes[0]!)).status).toBe(201);
    expect((await claim(coupon.id)).status).toBe(201);
    expect((await redeem(partner.auth, codes[1]!)).status).toBe(201);
    // The redemption that reached the cap closed the coupon to claims, as a reached claim cap does.
    expect((await stored(coupon.id)).status).toBe("CLAIMED");
    const late = await claim(coupon.id);
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe("claimed_out");

    const past = await redeem(partner.auth, codes[2]!);
    expect(past.status).toBe(409);
    const body = await past.json();
    expect(body.error).toMatchObject({
      code: "redeemed_out",
      message: "This offer's limit of 2 redemptions is reached: no more of its codes can be redeemed.",
    });
    // Refused whole: the code is still unredeemed, and a raised cap lets it through.
    expect((await db.couponCode.findFirstOrThrow({ where: { code: codes[2]! } })).redeemedAt).toBeNull();
    const raised = await patch(partner.auth, coupon.id, { claimCap: 3 });
    expect(raised.status).toBe(200);
    expect(raised.body.data).toMatchObject({ claimCap: 3, capCounts: "redemptions", status: "pending" });
    expect((await redeem(partner.auth, codes[2]!)).status).toBe(201);
    expect((await stored(coupon.id)).status).toBe("CLAIMED");
  });

  it("the redemption that closes the offer ends its public caches at once; the others leave the feed's cache alone", async () => {
    const { partner, coupon } = await cappedOnRedemptions("cap-caches", 2);
    const codes = [await claimedCode(coupon.id), await claimedCode(coupon.id)];
    cacheCalls.updated.length = 0;
    expect((await redeem(partner.auth, codes[0]!)).status).toBe(201);
    expect(cacheCalls.updated).toEqual([]);
    expect((await redeem(partner.auth, codes[1]!)).status).toBe(201);
    expect(cacheCalls.updated).toEqual(["offers", `offer:${coupon.id}`, `offers:partner:${partner.id}`]);
  });

  it("redemptions racing for the last place: exactly the cap's number succeed", async () => {
    const { partner, coupon } = await cappedOnRedemptions("cap-race", 3);
    const codes = [];
    for (let i = 0; i < 8; i++) codes.push(await claimedCode(coupon.id));
    const answers = await Promise.all(codes.map((code) => redeem(partner.auth, code)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await db.couponCode.count({ where: { couponId: coupon.id, redeemedAt: { not: null } } })).toBe(3);
    expect((await stored(coupon.id)).status).toBe("CLAIMED");
  });

  it("a cap on claims is unchanged: the claim past it is 409 and redemptions are not limited by it", async () => {
    const partner = await partnerWithToken("cap-claims");
    const coupon = await insertCoupon(partner.id, today, { start: -1, expiry: 10, claimCap: 2, codeMode: "GENERATED" });
    const codes = [await claimedCode(coupon.id), await claimedCode(coupon.id)];
    expect((await claim(coupon.id)).status).toBe(409);
    for (const code of codes) expect((await redeem(partner.auth, code)).status).toBe(201);
  });

  it("the API takes capCounts as an optional field: default claims, kept by a PATCH that leaves it out, null counts claims again", async () => {
    const { auth } = await partnerWithToken("cap-api");
    const created = await couponRoot.POST(
      jsonCall("POST", "/api/v1/coupon", { ...couponForm(), claimCap: 5, code: "CAPAPI1" }, auth),
    );
    expect(created.status).toBe(201);
    const coupon = (await created.json()).data;
    expect(coupon).toMatchObject({ claimCap: 5, capCounts: "claims" });

    const switched = await patch(auth, coupon._id, { capCounts: "redemptions" });
    expect(switched.body.data).toMatchObject({ claimCap: 5, capCounts: "redemptions" });
    const kept = await patch(auth, coupon._id, { title: "Still on redemptions" });
    expect(kept.body.data).toMatchObject({ title: "Still on redemptions", capCounts: "redemptions" });
    const history = await db.couponChange.findMany({ where: { couponId: coupon._id }, orderBy: { createdAt: "asc" } });
    expect(history[0]!.fields).toEqual({ capCounts: { from: "claims", to: "redemptions" } });

    const cleared = await patch(auth, coupon._id, { capCounts: null });
    expect(cleared.body.data.capCounts).toBe("claims");

    const wrong = await patch(auth, coupon._id, { capCounts: "orders" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fieldErrors.capCounts).toEqual([
      'Unknown capCounts "orders". Allowed: claims, redemptions.',
    ]);
    expect((await stored(coupon._id)).capCounts).toBe("CLAIMS");
  });

  it("switching a coupon's cap to redemptions reopens it when fewer codes were redeemed, and back closes it", async () => {
    const { partner, coupon } = await cappedOnRedemptions("cap-switch", 2);
    await db.coupon.update({ where: { id: coupon.id }, data: { capCounts: "CLAIMS" } });
    await claimedCode(coupon.id);
    await claimedCode(coupon.id);
    expect((await stored(coupon.id)).status).toBe("CLAIMED");
    const reopened = await patch(partner.auth, coupon.id, { capCounts: "redemptions" });
    expect(reopened.body.data).toMatchObject({ status: "pending", isLived: true });
    expect((await claim(coupon.id)).status).toBe(201);
    const closed = await patch(partner.auth, coupon.id, { capCounts: "claims" });
    expect(closed.body.data).toMatchObject({ status: "claimed", isLived: false });
  });
});
