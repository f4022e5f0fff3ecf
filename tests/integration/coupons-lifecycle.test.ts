import { describe, expect, it } from "vitest";
import { couponMetrics } from "@/lib/data/coupon-metrics";
import { stateTab, viewState } from "@/lib/model/coupon-view";
import { toCouponView } from "@/lib/data/coupon-shape";
import { apiCoupon } from "@/lib/coupons/api-coupon";
import { couponStats } from "@/lib/data/coupon-stats";
import { groupedCouponsJson, listGroupedCoupons } from "@/lib/data/coupon-listing";
import { listCoupons, listCouponsByPhase, recentCoupons } from "@/lib/data/coupons";
import { db } from "@/lib/db";
import { addDays } from "@/lib/model/calendar-day";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";

// A fixed "today", far from the real one, so the groups cannot depend on when the test runs.
const TODAY = "2031-06-15";
const titles = (list: { title: string }[]) => list.map((c) => c.title).sort();

describe("coupon lifecycle by dates (no scheduled job)", () => {
  it("puts each coupon in listed, lived or expired from its dates, boundaries included", async () => {
    const { id } = await partnerWithToken("lifecycle");
    const cases: [string, number, number][] = [
      ["starts tomorrow", 1, 5],
      ["starts today", 0, 5],
      ["ends today", -5, 0],
      ["ended yesterday", -5, -1],
      ["long over", -40, -30],
    ];
    for (const [title, start, expiry] of cases) await insertCoupon(id, TODAY, { title, start, expiry });

    const groups = await listGroupedCoupons(id, {}, TODAY);
    expect(titles(groups.listedCoupons)).toEqual(["starts tomorrow"]);
    expect(titles(groups.livedCoupons)).toEqual(["ends today", "starts today"]);
    expect(titles(groups.expiredCoupons)).toEqual(["ended yesterday", "long over"]);
    expect(groups.expiredCoupons.every((c) => c.status === "Expired" && !c.isLived)).toBe(true);
    expect(groups.listedCoupons[0]).toMatchObject({ isLived: false, status: "pending" });

    // The next day moves "ends today" to expired and "starts tomorrow" to lived.
    const tomorrow = await listGroupedCoupons(id, {}, addDays(TODAY, 1));
    expect(titles(tomorrow.livedCoupons)).toEqual(["starts today", "starts tomorrow"]);
    expect(titles(tomorrow.expiredCoupons)).toEqual(["ended yesterday", "ends today", "long over"]);
  });

  it("metrics: totals, live, clicks, expiring within 7 days, tiles and rounded progress", async () => {
    const { id } = await partnerWithToken("metrics");
    expect(await couponMetrics(id, TODAY)).toMatchObject({ totalCoupons: 0, liveCoupons: 0, progress: 0 });
    await insertCoupon(id, TODAY, { start: -1, expiry: 7, clickCount: 3, viewCount: 100 });
    await insertCoupon(id, TODAY, { start: -1, expiry: 8, clickCount: 2, viewCount: 20 });
    await insertCoupon(id, TODAY, { start: 3, expiry: 9 });
    await insertCoupon(id, TODAY, { start: -9, expiry: -2, viewCount: 7 });
    await insertCoupon(id, TODAY, { start: -9, expiry: -3 });
    await insertCoupon(id, TODAY, { start: -9, expiry: -4 });
    const metrics = await couponMetrics(id, TODAY);
    expect(metrics).toMatchObject({
      totalCoupons: 6,
      liveCoupons: 2,
      clickCount: 5,
      expiringCoupons: 1,
      listedCoupons: 1,
      expiredCoupons: 3,
      viewCount: 127,
      progress: 33,
    });
    // Listed, live and expired are the three phases: the tiles add up to the total.
    expect(metrics.tiles.map((t) => t.value)).toEqual([1, 2, 127, 3]);
    expect(await recentCoupons(id, TODAY)).toHaveLength(6);
    await insertCoupon(id, TODAY);
    expect(await recentCoupons(id, TODAY)).toHaveLength(6);
  });

  it("one vocabulary (issue 49 M3): each tile counts its tab's set, the tiles add up, no claimed coupon is Live", async () => {
    const { id } = await partnerWithToken("one-vocabulary");
    const claimedOut = { status: "CLAIMED", claimCap: 2, claimCount: 2 };
    await insertCoupon(id, TODAY, { title: "live", start: -1 });
    await insertCoupon(id, TODAY, { title: "listed", start: 2 });
    await insertCoupon(id, TODAY, { title: "expired", start: -9, expiry: -1 });
    await insertCoupon(id, TODAY, { title: "claimed", start: -1, ...claimedOut });
    await insertCoupon(id, TODAY, { title: "claimed before its start", start: 3, ...claimedOut });
    await insertCoupon(id, TODAY, { title: "paused", start: -1, pausedAt: new Date() });

    const metrics = await couponMetrics(id, TODAY);
    const tabs = await listCouponsByPhase(id, "expired", {}, TODAY);
    const tile = Object.fromEntries(metrics.tiles.map((t) => [t.key, t.value]));
    expect(tile).toMatchObject({ listed: tabs.counts.listed, live: tabs.counts.lived, expired: tabs.counts.expired });
    expect(tabs.counts).toEqual({ listed: 1, lived: 1, expired: 4 });
    expect(tile.listed! + tile.live! + tile.expired!).toBe(metrics.totalCoupons);
    expect(metrics).toMatchObject({ listedCoupons: 1, liveCoupons: 1, expiredCoupons: 4, totalCoupons: 6 });

    // Every coupon's state, as the cards derive it, files it under the tab that counts it.
    const grouped = await listGroupedCoupons(id, {}, TODAY);
    for (const [tab, list] of [
      ["listed", grouped.listedCoupons],
      ["lived", grouped.livedCoupons],
      ["expired", grouped.expiredCoupons],
    ] as const)
      for (const coupon of list) expect(stateTab[viewState(coupon)], coupon.title).toBe(tab);

    // Affiliated Management (and its CSV) says the cards' word.
    const stats = Object.fromEntries((await couponStats(id, {}, TODAY)).map((r) => [r.title, r.state]));
    expect(stats).toEqual({
      live: "live",
      listed: "listed",
      expired: "expired",
      claimed: "claimed",
      "claimed before its start": "claimed",
      paused: "paused",
    });
  });

  it("the tabbed search also matches a category by name; the dashboard search does not", async () => {
    const { id } = await partnerWithToken("category-search");
    await insertCoupon(id, TODAY, { title: "biryani", categories: ["Food & Beverage"] });
    await insertCoupon(id, TODAY, { title: "shoes", categories: ["Fashion"] });
    const tabs = await listGroupedCoupons(id, { search: "FOOD" }, TODAY);
    expect(titles(tabs.livedCoupons)).toEqual(["biryani"]);
    expect((await listCoupons(id, { search: "FOOD" }, TODAY)).coupons).toHaveLength(0);
    expect((await listCoupons(id, { search: "FOOD", withCategory: true }, TODAY)).coupons).toHaveLength(1);
    // A search with LIKE's wildcards means the text itself (decision 814's SQL escapes as Prisma's did).
    await insertCoupon(id, TODAY, { title: "percent", brand: "Flat 100% off" });
    expect(titles((await listGroupedCoupons(id, { search: "100%" }, TODAY)).livedCoupons)).toEqual(["percent"]);
    expect(titles((await listGroupedCoupons(id, { search: "1_0" }, TODAY)).livedCoupons)).toEqual([]);
  });

  it("the tabs' search narrows the Expired tab too: its cards, its count and the tabs the hint names (issue 49 H1)", async () => {
    const { id } = await partnerWithToken("tab-search");
    await insertCoupon(id, TODAY, { title: "thali lunch", brand: "Thali House" });
    await insertCoupon(id, TODAY, { title: "thali dinner", brand: "Thali House", start: -9, expiry: -1 });
    await insertCoupon(id, TODAY, { title: "over", brand: "Croma", start: -9, expiry: -1 });
    await insertCoupon(id, TODAY, { title: "paused", brand: "Nykaa", pausedAt: new Date() });
    await insertCoupon(id, TODAY, { title: "claimed", brand: "Pankh", status: "CLAIMED", claimCap: 1, claimCount: 1 });
    const tab = (phase: "listed" | "lived" | "expired", search?: string) =>
      listCouponsByPhase(id, phase, { search }, TODAY);

    expect((await tab("expired")).counts).toEqual({ listed: 0, lived: 1, expired: 4 });
    const none = await tab("expired", "zzzz-nothing");
    expect(none).toEqual({ coupons: [], counts: { listed: 0, lived: 0, expired: 0 } });
    const thali = await tab("expired", "thali");
    expect(titles(thali.coupons)).toEqual(["thali dinner"]);
    expect(thali.counts).toEqual({ listed: 0, lived: 1, expired: 1 });
    // The "It matches on…" hint of an empty tab names the tabs whose count is above 0.
    expect((await tab("listed", "nykaa")).counts).toEqual({ listed: 0, lived: 0, expired: 1 });
    expect((await tab("listed", "house")).counts).toEqual({ listed: 0, lived: 1, expired: 1 });
    // The API's grouped read (decision 814) and the dashboard's tabs agree for every search.
    for (const search of ["zzzz-nothing", "thali", "nykaa", "PANKH", undefined]) {
      const grouped = await listGroupedCoupons(id, { search }, TODAY);
      const expired = await tab("expired", search);
      expect(titles(expired.coupons)).toEqual(titles(grouped.expiredCoupons));
      expect(expired.counts).toEqual({
        listed: grouped.listedCoupons.length,
        lived: grouped.livedCoupons.length,
        expired: grouped.expiredCoupons.length,
      });
    }
  });

  it("the grouped listing's JSON, written by the database, is toCouponView's as the API answers it (image absolute)", async () => {
    const { id } = await partnerWithToken("grouped-json");
    const at = (ms: number) => new Date(Date.UTC(2031, 0, 2, 3, 4, 5, ms));
    await insertCoupon(id, TODAY, {
      title: 'Quotes "and" \\ back\nslash\t\u0001 Zoë ₹ 😀',
      code: null,
      actualPricePaise: 12345,
      discountedPricePaise: null,
      categories: ["Food & Beverage", "A name no longer listed", "Fashion"],
      viewCount: 7,
      clickCount: 3,
      createdAt: at(7),
    });
    await insertCoupon(id, TODAY, {
      title: "paused",
      imageUrl: "https://images.example.com/offer.png",
      pausedAt: new Date(),
      actualPricePaise: 249950,
      createdAt: at(70),
    });
    await insertCoupon(id, TODAY, {
      title: "claimed",
      status: "CLAIMED",
      claimCap: 2,
      claimCount: 2,
      createdAt: at(700),
    });
    await insertCoupon(id, TODAY, { title: "listed", start: 2, categories: [], createdAt: at(0) });
    await insertCoupon(id, TODAY, { title: "over", start: -9, expiry: -1, version: 4, createdAt: at(999) });
    const text = await groupedCouponsJson(id, {}, TODAY);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    const tabs = JSON.parse(text) as Awaited<ReturnType<typeof listGroupedCoupons>>;
    const rows = await db.coupon.findMany({ where: { partnerId: id } });
    const views = [...tabs.listedCoupons, ...tabs.livedCoupons, ...tabs.expiredCoupons];
    expect(views).toHaveLength(rows.length);
    for (const view of views)
      expect(view).toEqual(
        apiCoupon(
          toCouponView(
            rows.find((r) => r.id === view.id)!,
            TODAY,
          ),
        ),
      );
    expect(titles(tabs.expiredCoupons)).toEqual(["claimed", "over", "paused"]);
    expect(tabs.nextCursors).toEqual({ listed: null, lived: null, expired: null });
  });
});
