import { describe, expect, it } from "vitest";
import * as statsCsv from "@/app/api/v1/coupon/stats.csv/route";
import { couponStats } from "@/lib/data/coupon-stats";
import { db } from "@/lib/db";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";
import { get } from "./partner-helpers";

// A partner's per-coupon stats and their CSV: the window's views and clicks, the caller's own only.

const today = todayInIndia();

describe("per-coupon stats", () => {
  it("counts each coupon's views and clicks of the window, most clicked first, at most `limit` rows, the caller's own only", async () => {
    const day = "2026-03-10";
    const at = (offset: number) => new Date(`${addDays(day, offset)}T06:30:00Z`);
    const { id: partnerId } = await partnerWithToken("stats-order");
    const { id: otherId } = await partnerWithToken("stats-other");
    const [viewed, clicked, quiet] = [
      await insertCoupon(partnerId, day),
      await insertCoupon(partnerId, day),
      await insertCoupon(partnerId, day),
    ];
    const others = await insertCoupon(otherId, day);
    const event = (couponId: string, type: "VIEW" | "CLICK", offset: number) => ({
      couponId,
      type,
      createdAt: at(offset),
    });
    await db.couponEvent.createMany({
      data: [
        event(viewed.id, "VIEW", 0),
        event(viewed.id, "VIEW", -29),
        event(viewed.id, "VIEW", -5),
        event(viewed.id, "CLICK", -1),
        event(clicked.id, "CLICK", 0),
        event(clicked.id, "CLICK", -2),
        // Before the 30 days: not counted.
        ...Array.from({ length: 5 }, () => event(clicked.id, "VIEW", -30)),
        ...Array.from({ length: 9 }, () => event(others.id, "CLICK", 0)),
      ],
    });
    const top = await couponStats(partnerId, { limit: 2 }, day);
    expect(top.map((r) => [r.id, r.views, r.clicks, r.claims])).toEqual([
      [clicked.id, 0, 2, 0],
      [viewed.id, 3, 1, 0],
    ]);
    const all = await couponStats(partnerId, {}, day);
    expect(all.map((r) => r.id)).toEqual([clicked.id, viewed.id, quiet.id]);
    expect(all[2]).toMatchObject({ views: 0, clicks: 0, claims: 0, state: "live" });
  });
});

describe("stats CSV", () => {
  it("is the caller's own coupons only, escaped against formulas, 401 without a session", async () => {
    const a = await partnerWithToken("csv-a");
    const b = await partnerWithToken("csv-b");
    await insertCoupon(a.id, today, { title: '=HYPERLINK("http://evil.example")' });
    await insertCoupon(a.id, today, { title: 'Say "hello"' });
    await insertCoupon(a.id, today, { title: "All claimed", status: "CLAIMED", claimCap: 1, claimCount: 1 });
    await insertCoupon(b.id, today, { title: "B's secret coupon" });
    const response = await statsCsv.GET(get("/api/v1/coupon/stats.csv", a.auth));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="coupon-stats-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^"Coupon","Brand","Status"/);
    expect(lines).toHaveLength(4);
    // The status is the word the cards use (decisions 542, 554): a claimed-out coupon is never "Live".
    expect(lines.slice(1).map((line) => line.split('","')[2])).toEqual(["Claimed", "Live", "Live"]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`"Say ""hello"""`);
    expect(text).not.toContain("secret coupon");
    expect((await statsCsv.GET(get("/api/v1/coupon/stats.csv"))).status).toBe(401);
  });
});
