import { describe, expect, it } from "vitest";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as couponListed from "@/app/api/v1/coupon/listed/route";
import * as couponMetricsRoute from "@/app/api/v1/coupon/metrics/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import * as notifications from "@/app/api/v1/notifications/route";
import * as user from "@/app/api/v1/user/route";
import { db } from "@/lib/db";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { cookie, get } from "./partner-helpers";

async function create(
  auth: Record<string, string>,
  body: unknown = couponForm(),
  headers: Record<string, string> = {},
) {
  return couponRoot.POST(jsonCall("POST", "/api/v1/coupon", body, { ...auth, ...headers }));
}

describe("coupon API shapes", () => {
  it("creates a coupon and answers it with the spec's names, prices in rupees", async () => {
    const { id, auth } = await partnerWithToken();
    const response = await create(auth);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    // A v2 cuid (24 characters): the id is public in the feed and tells nothing of when the coupon was made,
    // where a v1 cuid ("c", then the time in base 36) did.
    expect(data.id).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(data.id.slice(1, 9)).not.toBe(Date.now().toString(36).slice(0, 8));
    // What was sent, under the same names and in rupees, and what the server adds.
    expect(data).toEqual({
      ...couponForm(),
      _id: data.id,
      id: expect.any(String),
      isLived: true,
      paused: false,
      status: "pending",
      views: 0,
      clicks: 0,
      claimCap: null,
      claims: 0,
      capCounts: "claims",
      version: 1,
      createdAt: expect.any(String),
    });
    const row = await db.coupon.findUniqueOrThrow({ where: { id: data.id } });
    expect(row).toMatchObject({ partnerId: id, actualPricePaise: 249950, discountedPricePaise: 149900 });

    const one = await couponItem.GET(get(`/api/v1/coupon/${data.id}`, auth), params(data.id));
    expect((await one.json()).data).toEqual(data);
  });

  it("answers the spec's validation messages as 400 with the top-level message", async () => {
    const { auth } = await partnerWithToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "Title is required"],
      [{ title: "t".repeat(10_000) }, "Title must be at most 200 characters"],
      [{ code: "C".repeat(10_000) }, "Code must be at most 64 characters"],
      [{ image: "" }, "Coupon Image is required"],
      [{ discountedPrice: 5000 }, "Discounted price cannot be greater than actual price"],
      [{ startDate: addDays(todayInIndia(), -1) }, "Start date cannot be in the past"],
      [{ actualPricing: 0 }, "Price must be greater than 0"],
    ];
    for (const [change, message] of cases) {
      const response = await create(auth, couponForm(change));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toBe(message);
      expect(body.error.code).toBe("validation_failed");
    }
  });

  it("groups by dates, gives metrics, and lists notifications newest first", async () => {
    const { id, auth } = await partnerWithToken();
    const today = todayInIndia();
    await insertCoupon(id, today, { start: 2, expiry: 9, title: "future" });
    await insertCoupon(id, today, { start: -2, expiry: 3, title: "live", clickCount: 4, viewCount: 10 });
    await insertCoupon(id, today, { start: -9, expiry: -1, title: "past", status: "CLAIMED" });
    const listed = (await (await couponListed.GET(get("/api/v1/coupon/listed", auth))).json()).data;
    expect(listed.listedCoupons.map((c: { title: string }) => c.title)).toEqual(["future"]);
    expect(listed.livedCoupons.map((c: { isLived: boolean }) => c.isLived)).toEqual([true]);
    expect(listed.expiredCoupons[0]).toMatchObject({ title: "past", status: "Expired", isLived: false });
    const metrics = (await (await couponMetricsRoute.GET(get("/api/v1/coupon/metrics", auth))).json()).data;
    expect(metrics).toMatchObject({ totalCoupons: 3, liveCoupons: 1, clickCount: 4, expiringCoupons: 1, progress: 33 });
    expect(metrics.tiles.map((t: { label: string; value: number }) => [t.label, t.value])).toEqual([
      ["Listed Coupons", listed.listedCoupons.length],
      ["Live Coupons", 1],
      ["No.Of Views", 10],
      ["Expired Coupons", 1],
    ]);

    await db.notification.create({ data: { partnerId: id, message: "old", createdAt: new Date(Date.now() - 60_000) } });
    await db.notification.create({ data: { partnerId: id, message: "new" } });
    const list = (await (await notifications.GET(get("/api/v1/notifications", auth))).json()).data;
    expect(list.map((n: { message: string }) => n.message)).toEqual(["new", "old"]);
  });

  it("PATCH and PUT user update the profile, never the e-mail, and answer the user", async () => {
    const { id, email, auth } = await partnerWithToken();
    // Another e-mail address is refused, not quietly ignored; nothing of the request is stored.
    const before = await db.partner.findUniqueOrThrow({ where: { id } });
    const withEmail = { firstName: "Changed", email: "x@evil.example" };
    const refused = await user.PATCH(jsonCall("PATCH", "/api/v1/user", withEmail, auth));
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("The e-mail address cannot be changed.");
    expect(await db.partner.findUniqueOrThrow({ where: { id } })).toMatchObject({ email, firstName: before.firstName });
    // Fields that are not the profile's (status) are not written.
    const change = {
      firstName: "Meera",
      companyName: "<b>Meera & Co</b>",
      email,
      status: "APPROVED",
    };
    for (const method of ["PATCH", "PUT"] as const) {
      const response = await user[method](jsonCall(method, "/api/v1/user", change, auth));
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.message).toBe("Profile updated successfully!");
      expect(body.data).toMatchObject({ _id: id, firstName: "Meera", fullName: "Meera Rao", email });
      expect(body.data.companyName).toBe("<b>Meera & Co</b>");
    }
    const bad = await user.PATCH(jsonCall("PATCH", "/api/v1/user", { companyPrivacyURL: "nope" }, auth));
    expect(bad.status).toBe(400);
    expect((await db.partner.findUniqueOrThrow({ where: { id } })).email).toBe(email);
  });

  it("405 JSON for a method a route does not take, 401 without a token", async () => {
    const { auth } = await partnerWithToken();
    const response = await couponListed.POST(jsonCall("POST", "/api/v1/coupon/listed", {}, auth));
    expect(response.status).toBe(405);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect((await couponRoot.GET(get("/api/v1/coupon"))).status).toBe(401);
  });

  it("[security 10] a cross-site POST riding on the cookie is refused with 403 and stores nothing", async () => {
    const { id, token } = await partnerWithToken();
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const response = await create(cookie(token), couponForm(), headers);
      expect(response.status).toBe(403);
    }
    expect(await db.coupon.count({ where: { partnerId: id } })).toBe(0);
    const sameSite = await create(cookie(token), couponForm(), { "sec-fetch-site": "same-origin" });
    expect(sameSite.status).toBe(201);
  });
});
