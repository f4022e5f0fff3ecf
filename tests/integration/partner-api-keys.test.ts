import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

const appKey = vi.hoisted(() => {
  const made = `api-keys-app-${crypto.randomUUID()}`;
  process.env.APP_API_KEYS = made;
  return made;
});

import * as claims from "@/app/api/v1/offers/[id]/claims/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import * as couponOne from "@/app/api/v1/coupon/[id]/route";
import * as codesRoute from "@/app/api/v1/coupon/[id]/codes/route";
import * as listed from "@/app/api/v1/coupon/listed/route";
import * as keysRoute from "@/app/api/v1/user/api-keys/route";
import * as keyOne from "@/app/api/v1/user/api-keys/[id]/route";
import * as redemptions from "@/app/api/v1/redemptions/route";
import * as user from "@/app/api/v1/user/route";
import { db } from "@/lib/db";
import { spend, used } from "@/lib/limits/limiter";
import { createHash } from "node:crypto";
import { todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { bearer, fromIp, get, uniqueIp } from "./partner-helpers";

// Partner API keys (decision 557, SECURITY row 38): shown once, stored as a digest, revocable at once,
// good for redemptions and coupon reads only, every use audited and limited.

const today = todayInIndia();
const makeKey = async (auth: Record<string, string>, name = "Shop checkout") => {
  const answer = await keysRoute.POST(jsonCall("POST", "/api/v1/user/api-keys", { name }, auth));
  expect(answer.status).toBe(201);
  return (await answer.json()).data as { id: string; key: string; prefix: string; name: string };
};

async function claimedCode(partner: { id: string; auth: Record<string, string> }) {
  const coupon = await insertCoupon(partner.id, today, { start: -1, expiry: 10 });
  await codesRoute.POST(
    jsonCall("POST", `/api/v1/coupon/${coupon.id}/codes`, { mode: "generated" }, partner.auth),
    params(coupon.id),
  );
  const claim = await claims.POST(
    jsonCall("POST", `/api/v1/offers/${coupon.id}/claims`, { userId: randomUUID() }, { "x-app-key": appKey }),
    params(coupon.id),
  );
  return { coupon, code: (await claim.json()).data.code as string };
}

const redeem = (key: string, body: unknown) =>
  redemptions.POST(jsonCall("POST", "/api/v1/redemptions", body, bearer(key)));

describe("partner API keys", () => {
  it("is shown once and stored only as its digest; the list never shows it [security 38]", async () => {
    const partner = await partnerWithToken("keys-once");
    const made = await makeKey(partner.auth);
    expect(made.key).toMatch(/^ppk_[\w-]{43}$/);
    expect(made.prefix).toBe(made.key.slice(0, 10));
    const row = await db.partnerApiKey.findUniqueOrThrow({ where: { id: made.id } });
    expect(JSON.stringify(row)).not.toContain(made.key);
    expect(row.keyHash).toBe(createHash("sha256").update(made.key).digest("base64url"));
    const list = await (await keysRoute.GET(get("/api/v1/user/api-keys", partner.auth))).json();
    expect(list.data).toEqual([expect.objectContaining({ id: made.id, name: "Shop checkout", revokedAt: null })]);
    expect(JSON.stringify(list)).not.toContain(made.key);
  });

  it("redeems the partner's own codes and reads its coupons; every use is audited [security 38]", async () => {
    const partner = await partnerWithToken("keys-use");
    const { key, id } = await makeKey(partner.auth);
    const { coupon, code } = await claimedCode(partner);
    const answer = await redeem(key, { code, orderAmount: "bad" });
    expect(answer.status).toBe(400);
    const done = await redeem(key, { code, orderAmount: 250 });
    expect(done.status).toBe(201);
    const stored = await db.couponCode.findFirstOrThrow({ where: { code, partnerId: partner.id } });
    expect(stored).toMatchObject({ redeemedVia: `api-key:${id}`, orderAmountPaise: 25000 });
    expect((await couponOne.GET(get(`/api/v1/coupon/${coupon.id}`, bearer(key)), params(coupon.id))).status).toBe(200);
    expect((await couponRoot.GET(get("/api/v1/coupon", bearer(key)))).status).toBe(200);
    const uses = await db.partnerApiKeyUse.findMany({ where: { keyId: id }, orderBy: { id: "asc" } });
    expect(uses.map((u) => `${u.method} ${u.path}`)).toEqual([
      "POST /api/v1/redemptions",
      "POST /api/v1/redemptions",
      `GET /api/v1/coupon/${coupon.id}`,
      "GET /api/v1/coupon",
    ]);
    expect((await db.partnerApiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).not.toBeNull();
  });

  it("is refused (403) outside its scope: writes to coupons, the profile, keys themselves [security 38]", async () => {
    const partner = await partnerWithToken("keys-scope");
    const { key } = await makeKey(partner.auth);
    const coupon = await insertCoupon(partner.id, today, { start: -1, expiry: 10 });
    const refused = [
      await couponRoot.POST(jsonCall("POST", "/api/v1/coupon", {}, bearer(key))),
      await couponOne.DELETE(jsonCall("DELETE", `/api/v1/coupon/${coupon.id}`, {}, bearer(key)), params(coupon.id)),
      await user.GET(get("/api/v1/user", bearer(key))),
      await keysRoute.POST(jsonCall("POST", "/api/v1/user/api-keys", { name: "more" }, bearer(key))),
      await listed.GET(get("/api/v1/coupon/listed", bearer(key))),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect((await answer.json()).error.message).toMatch(/^An API key may only redeem codes/);
    }
    expect(await db.coupon.count({ where: { id: coupon.id, deletedAt: null } })).toBe(1);
  });

  it("a revoked key is 401 at once; another partner cannot revoke it (404) [security 38]", async () => {
    const partner = await partnerWithToken("keys-revoke");
    const { key, id } = await makeKey(partner.auth);
    const { code } = await claimedCode(partner);
    const stranger = await partnerWithToken("keys-revoke-stranger");
    const theirs = await keyOne.DELETE(jsonCall("DELETE", `/api/v1/user/api-keys/${id}`, {}, stranger.auth), {
      params: Promise.resolve({ id }),
    });
    expect(theirs.status).toBe(404);
    const revoked = await keyOne.DELETE(jsonCall("DELETE", `/api/v1/user/api-keys/${id}`, {}, partner.auth), {
      params: Promise.resolve({ id }),
    });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).data.revokedAt).toEqual(expect.any(String));
    const after = await redeem(key, { code });
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect((await after.json()).error.message).toBe("This API key is not valid, or it has been revoked.");
    expect((await redeem(`ppk_${"x".repeat(43)}`, { code })).status).toBe(401);
  });

  it("another partner's key cannot redeem this partner's code (404) [security 39]", async () => {
    const partner = await partnerWithToken("keys-other");
    const { code } = await claimedCode(partner);
    const stranger = await partnerWithToken("keys-other-stranger");
    const { key } = await makeKey(stranger.auth);
    expect((await redeem(key, { code })).status).toBe(404);
  });

  it("a key's requests are limited, before the key is even looked up [security 38]", async () => {
    const partner = await partnerWithToken("keys-limit");
    const { key } = await makeKey(partner.auth);
    const digest = createHash("sha256").update(key).digest("base64url").slice(0, 22);
    await spend({ rule: "apiKeyUse", key: `apikey:${digest}` });
    const limited = await couponRoot.GET(get("/api/v1/coupon", bearer(key)));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("an address sending keys that are no key is stopped before each costs a budget and a lookup [security 38]", async () => {
    const ip = uniqueIp();
    const misses = { rule: "apiKeyMissPerAddress" as const, address: ip };
    const madeUp = () => `ppk_${randomUUID().replaceAll("-", "")}`;
    const asking = (key: string, from = ip) =>
      couponRoot.GET(get("/api/v1/coupon", { ...bearer(key), ...fromIp(from) }));
    expect((await asking(madeUp())).status).toBe(401);
    expect(await used(misses)).toBe(1);
    await spend(misses);
    const key = madeUp();
    const refused = await asking(key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Refused before the key's own budget was started (a row per made-up key).
    const digest = createHash("sha256").update(key).digest("base64url").slice(0, 22);
    expect(await used({ rule: "apiKeyUse", key: `apikey:${digest}` })).toBe(0);
    // A real key answers from another address; the budget is the address's, not the partner's.
    const partner = await partnerWithToken("keys-misses");
    expect((await asking((await makeKey(partner.auth)).key, uniqueIp())).status).toBe(200);
  });

  it("a revoked key spends not its address's budget, and after its first lookup nothing: the till's new key still answers [security 38]", async () => {
    const ip = uniqueIp();
    const misses = { rule: "apiKeyMissPerAddress" as const, address: ip };
    const partner = await partnerWithToken("keys-revoked-nat");
    const old = await makeKey(partner.auth, "Old till");
    const revoked = await keyOne.DELETE(jsonCall("DELETE", `/api/v1/user/api-keys/${old.id}`, {}, partner.auth), {
      params: Promise.resolve({ id: old.id }),
    });
    expect(revoked.status).toBe(200);
    const asking = (key: string) => couponRoot.GET(get("/api/v1/coupon", { ...bearer(key), ...fromIp(ip) }));
    const keyBudget = {
      rule: "apiKeyUse" as const,
      key: `apikey:${createHash("sha256").update(old.key).digest("base64url").slice(0, 22)}`,
    };
    const first = await asking(old.key);
    expect(first.status).toBe(401);
    expect((await first.json()).error.message).toBe("This API key is not valid, or it has been revoked.");
    expect(await used(keyBudget)).toBe(1);
    // Found revoked once, it is answered 401 again without a budget write or a lookup.
    expect((await asking(old.key)).status).toBe(401);
    expect(await used(keyBudget)).toBe(1);
    // Tills still sending the revoked key spend nothing of the address's budget for made-up keys.
    expect(await used(misses)).toBe(0);
    const fresh = await makeKey(partner.auth, "New till");
    expect((await asking(fresh.key)).status).toBe(200);
  });

  it("a partner has at most 10 active keys; a key needs a name", async () => {
    const partner = await partnerWithToken("keys-max");
    for (let i = 0; i < 10; i++) await makeKey(partner.auth, `Till ${i}`);
    const refused = await keysRoute.POST(jsonCall("POST", "/api/v1/user/api-keys", { name: "One more" }, partner.auth));
    expect(refused.status).toBe(409);
    const unnamed = await keysRoute.POST(jsonCall("POST", "/api/v1/user/api-keys", { name: " " }, partner.auth));
    expect(unnamed.status).toBe(400);
  });
});
