import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as duplicateRoute from "@/app/api/v1/coupon/[id]/duplicate/route";
import * as endRoute from "@/app/api/v1/coupon/[id]/end/route";
import * as historyRoute from "@/app/api/v1/coupon/[id]/history/route";
import * as pauseRoute from "@/app/api/v1/coupon/[id]/pause/route";
import * as resumeRoute from "@/app/api/v1/coupon/[id]/resume/route";
import * as couponListed from "@/app/api/v1/coupon/listed/route";
import * as follow from "@/app/go/[couponId]/route";
import * as offer from "@/app/api/v1/offers/[id]/route";
import * as offers from "@/app/api/v1/offers/route";
import { couponMetrics } from "@/lib/data/coupon-metrics";
import { OFFER_ENDED_PATH, liveWhere } from "@/lib/data/public-offers";
import { db } from "@/lib/db";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { COUPON_LIMITS } from "@/lib/validations/coupon-messages";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { fromIp, get, uniqueIp } from "./partner-helpers";

// Issue 22, running offers: a live coupon can be corrected without losing its views and clicks.

const today = todayInIndia();
const patch = (id: string, auth: Record<string, string>, body: unknown) =>
  couponItem.PATCH(jsonCall("PATCH", `/api/v1/coupon/${id}`, body, auth), params(id));
const publicOffer = async (id: string) =>
  (await offer.GET(get(`/api/v1/offers/${id}`, {}), { params: Promise.resolve({ id }) })).json();

/** A coupon live since two days ago, with counts, and the form that edits it unchanged. */
async function liveCoupon(prefix: string) {
  const partner = await partnerWithToken(prefix);
  const row = await insertCoupon(partner.id, today, {
    start: -2,
    expiry: 10,
    code: "TYPO10",
    link: "https://brand.example/offer",
    viewCount: 7,
    clickCount: 3,
  });
  const form = couponForm({
    title: row.title,
    brand: row.brand,
    link: row.link,
    code: "TYPO10",
    actualPricing: null,
    discountedPrice: null,
    category: row.categories,
    startDate: addDays(today, -2),
    expiryDate: addDays(today, 10),
    description: row.description,
    image: row.imageUrl,
    version: row.version,
  });
  return { ...partner, row, form };
}

describe("correcting a live coupon", () => {
  it("changes its code and link, keeps its start, views and clicks, and the public offer shows the correction", async () => {
    const { row, form, auth } = await liveCoupon("live-edit");
    const response = await patch(row.id, auth, {
      ...form,
      code: "FIXED10",
      link: "https://brand.example/right",
      expiryDate: addDays(today, 20),
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      code: "FIXED10",
      link: "https://brand.example/right",
      startDate: addDays(today, -2),
      expiryDate: addDays(today, 20),
      isLived: true,
      views: 7,
      clicks: 3,
      version: row.version + 1,
    });
    expect((await publicOffer(row.id)).data).toMatchObject({ code: "FIXED10", expiryDate: addDays(today, 20) });
  });

  it("refuses a changed start date or an earlier expiry with a clear 400, and changes nothing", async () => {
    const { row, form, auth } = await liveCoupon("live-edit-dates");
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { startDate: addDays(today, 1), expiryDate: addDays(today, 12) },
        "startDate",
        "A live coupon keeps its start date",
      ],
      [{ startDate: addDays(today, -3) }, "startDate", "A live coupon keeps its start date"],
      [{ expiryDate: addDays(today, 5) }, "expiryDate", "A live coupon's expiry can only move later"],
    ];
    for (const [change, field, message] of cases) {
      const response = await patch(row.id, auth, { ...form, code: "CHANGED", ...change });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toBe(message);
      expect(body.error.fieldErrors[field]).toEqual([message]);
    }
    expect(await db.coupon.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      code: "TYPO10",
      version: row.version,
    });
  });

  it("a listed coupon still may not move its start into the past", async () => {
    const { id, auth } = await partnerWithToken("listed-edit");
    const row = await insertCoupon(id, today, { start: 2, expiry: 10 });
    const response = await patch(row.id, auth, {
      ...couponForm({ startDate: addDays(today, -1), expiryDate: addDays(today, 10) }),
      version: row.version,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Start date cannot be in the past");
  });

  it("another partner's live coupon is 404, whatever the dates", async () => {
    const { row, form } = await liveCoupon("live-edit-owner");
    const other = await partnerWithToken("live-edit-other");
    const response = await patch(row.id, other.auth, { ...form, code: "STOLEN" });
    expect(response.status).toBe(404);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: row.id } })).code).toBe("TYPO10");
  });
});

const post = (route: { POST: typeof pauseRoute.POST }, action: string, id: string, auth: Record<string, string>) =>
  route.POST(
    new Request(`http://localhost/api/v1/coupon/${id}/${action}`, { method: "POST", headers: auth }),
    params(id),
  );
const pause = (id: string, auth: Record<string, string>) => post(pauseRoute, "pause", id, auth);
const resume = (id: string, auth: Record<string, string>) => post(resumeRoute, "resume", id, auth);
const end = (id: string, auth: Record<string, string>) => post(endRoute, "end", id, auth);
const duplicate = (id: string, auth: Record<string, string>) => post(duplicateRoute, "duplicate", id, auth);
const history = async (id: string, auth: Record<string, string>) =>
  historyRoute.GET(get(`/api/v1/coupon/${id}/history`, auth), params(id));
const go = (id: string) =>
  follow.GET(get(`/go/${id}`, fromIp(uniqueIp())), { params: Promise.resolve({ couponId: id }) });
const inFeed = async (id: string, search: string) => {
  const answer = await (await offers.GET(get(`/api/v1/offers?search=${search}`, {}))).json();
  return answer.data.some((o: { id: string }) => o.id === id);
};
const grouped = async (auth: Record<string, string>) =>
  (await (await couponListed.GET(get("/api/v1/coupon/listed", auth))).json()).data;
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe("the feed's filters", () => {
  it("narrows to one category; a state or a sort is not read (the feed is live and newest first)", async () => {
    const { id: partnerId } = await partnerWithToken("feed-category");
    const brand = `Catbrand${randomUUID().slice(0, 8)}`;
    const fashion = await insertCoupon(partnerId, today, { start: -1, brand, categories: ["Fashion"] });
    const food = await insertCoupon(partnerId, today, { start: -1, brand, categories: ["Food & Beverage"] });
    const read = async (query: string) => {
      const answer = await offers.GET(get(`/api/v1/offers?search=${brand}&${query}`, {}));
      expect(answer.status, query).toBe(200);
      return ids((await answer.json()).data);
    };
    expect(await read("category=Fashion")).toEqual([fashion.id]);
    expect(await read(`category=${encodeURIComponent("Food & Beverage")}`)).toEqual([food.id]);
    expect(await read("state=expired&sort=ending")).toEqual([food.id, fashion.id]);
    const unknown = await offers.GET(get(`/api/v1/offers?category=Gadgets`, {}));
    expect(unknown.status).toBe(400);
  });
});

describe("pause, resume, end and duplicate", () => {
  it("a paused coupon leaves the feed, its link goes to offer-ended uncounted, and it is neither live nor listed; resume brings it back [security 28]", async () => {
    const { id: partnerId, auth } = await partnerWithToken("pause");
    const brand = `Pausebrand${Date.now()}`;
    const row = await insertCoupon(partnerId, today, { start: -1, expiry: 10, brand, clickCount: 2 });
    expect(await inFeed(row.id, brand)).toBe(true);
    // The console counts live coupons by the public's definition; other files' coupons come and go meanwhile,
    // so this coupon's own match is checked rather than the total.
    const countedLive = async () => db.coupon.count({ where: { id: row.id, ...liveWhere(today) } });
    expect(await countedLive()).toBe(1);

    const paused = await pause(row.id, auth);
    expect(paused.status).toBe(200);
    expect((await paused.json()).data).toMatchObject({ paused: true, isLived: false, version: row.version + 1 });
    expect(await inFeed(row.id, brand)).toBe(false);
    expect(
      (await offer.GET(get(`/api/v1/offers/${row.id}`, {}), { params: Promise.resolve({ id: row.id }) })).status,
    ).toBe(404);
    const link = await go(row.id);
    expect(link.headers.get("location")).toBe(OFFER_ENDED_PATH);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: row.id } })).clickCount).toBe(2);
    const tabs = await grouped(auth);
    expect(ids(tabs.livedCoupons)).not.toContain(row.id);
    expect(ids(tabs.listedCoupons)).not.toContain(row.id);
    expect(ids(tabs.expiredCoupons)).toContain(row.id);
    expect((await couponMetrics(partnerId, today)).liveCoupons).toBe(0);
    expect(await countedLive()).toBe(0);
    // A second pause changes nothing.
    expect((await (await pause(row.id, auth)).json()).data.version).toBe(row.version + 1);

    const resumed = await resume(row.id, auth);
    expect((await resumed.json()).data).toMatchObject({ paused: false, isLived: true });
    expect(await inFeed(row.id, brand)).toBe(true);
    expect((await go(row.id)).headers.get("location")).toBe("https://brand.example/");
    expect(ids((await grouped(auth)).livedCoupons)).toContain(row.id);
  });

  it("end now makes a live coupon expired from today: its expiry becomes yesterday", async () => {
    const { id: partnerId, auth } = await partnerWithToken("end");
    const row = await insertCoupon(partnerId, today, { start: -3, expiry: 10 });
    const answer = await end(row.id, auth);
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({
      expiryDate: addDays(today, -1),
      status: "Expired",
      isLived: false,
    });
    expect((await go(row.id)).headers.get("location")).toBe(OFFER_ENDED_PATH);
    // Ending it again keeps its dates.
    expect((await (await end(row.id, auth)).json()).data.expiryDate).toBe(addDays(today, -1));
  });

  it("end now on a listed coupon never stores an expiry before its start (issue 49 m6)", async () => {
    const { id: partnerId, auth } = await partnerWithToken("end-listed");
    const listed = await insertCoupon(partnerId, today, { start: 2, expiry: 10 });
    const live = await insertCoupon(partnerId, today, { start: -3, expiry: 10 });
    const { data } = await (await end(listed.id, auth)).json();
    expect(data).toMatchObject({ startDate: addDays(today, -1), expiryDate: addDays(today, -1), status: "Expired" });
    // A live one keeps its start.
    expect((await (await end(live.id, auth)).json()).data).toMatchObject({
      startDate: addDays(today, -3),
      expiryDate: addDays(today, -1),
    });
  });

  it("duplicate makes a new listed coupon starting tomorrow, named '(copy)', without the code, with fresh counts (m28)", async () => {
    const { id: partnerId, auth } = await partnerWithToken("duplicate");
    const row = await insertCoupon(partnerId, today, {
      start: -3,
      expiry: 10,
      code: "COPYME",
      viewCount: 5,
      clickCount: 4,
    });
    const answer = await duplicate(row.id, auth);
    expect(answer.status).toBe(201);
    const { data } = await answer.json();
    expect(data.id).not.toBe(row.id);
    expect(data.code ?? null).toBeNull();
    expect(data).toMatchObject({
      title: `${row.title} (copy)`,
      link: row.link,
      startDate: addDays(today, 1),
      expiryDate: addDays(today, 10),
      isLived: false,
      views: 0,
      clicks: 0,
      version: 1,
    });
    const copied = (await (await history(data.id, auth)).json()).data;
    expect(copied).toEqual([{ kind: "duplicate-from", fields: null, sourceId: row.id, at: expect.any(String) }]);
  });

  it("a copy of a title at its limit stays within the limit and still says '(copy)' (m28)", async () => {
    const { id: partnerId, auth } = await partnerWithToken("duplicate-long");
    const row = await insertCoupon(partnerId, today, { title: "T".repeat(COUPON_LIMITS.title) });
    const { data } = await (await duplicate(row.id, auth)).json();
    expect(data.title).toHaveLength(COUPON_LIMITS.title);
    expect(data.title.endsWith("… (copy)")).toBe(true);
  });

  it("the history lists each change newest first, with an edit's fields before and after", async () => {
    const { row, form, auth } = await liveCoupon("history");
    await patch(row.id, auth, { ...form, code: "FIXED10" });
    await pause(row.id, auth);
    await resume(row.id, auth);
    await end(row.id, auth);
    const answer = await history(row.id, auth);
    expect(answer.status).toBe(200);
    const { data } = await answer.json();
    expect(data.map((h: { kind: string }) => h.kind)).toEqual(["end", "resume", "pause", "edit"]);
    expect(data[3].fields).toEqual({ code: { from: "TYPO10", to: "FIXED10" } });
  });

  it("another partner's coupon is 404 for every new operation, and nothing changes", async () => {
    const { id: partnerId } = await partnerWithToken("owner-running");
    const row = await insertCoupon(partnerId, today, { start: -1, expiry: 10 });
    const other = await partnerWithToken("other-running");
    for (const call of [pause, resume, end, duplicate, history])
      expect((await call(row.id, other.auth)).status).toBe(404);
    const after = await db.coupon.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ pausedAt: null, version: row.version, expiryDate: row.expiryDate });
    expect(await db.coupon.count({ where: { partnerId: other.id } })).toBe(0);
    expect(await db.couponChange.count({ where: { couponId: row.id } })).toBe(0);
  });
});
