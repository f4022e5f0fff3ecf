import { afterEach, describe, expect, it, vi } from "vitest";
import * as statsCsv from "@/app/api/v1/coupon/stats.csv/route";
import * as dailyCsv from "@/app/api/v1/coupon/stats/daily.csv/route";
import * as keysRoute from "@/app/api/v1/user/api-keys/route";
import { couponStats, dailyStats } from "@/lib/data/coupon-stats";
import { db } from "@/lib/db";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon, jsonCall, partnerWithToken } from "./coupon-helpers";
import { bearer, cookie, get } from "./partner-helpers";

// Affiliated Management's funnel (issue 49 item 3, decision 563): per coupon and per day, views, clicks,
// claims and redemptions, the redemption rate (never above 100%) and the orders' sales, the partner's own
// only, in the screen's reads and in its CSV.

/** Noon in India on the day `offset` days from `day`. */
const at = (day: string, offset: number) => new Date(`${addDays(day, offset)}T06:30:00Z`);

type Partner = Awaited<ReturnType<typeof partnerWithToken>>;

async function funnelCoupon(prefix: string, day: string, owner?: Partner, title = "Seeded") {
  const partner = owner ?? (await partnerWithToken(prefix));
  const coupon = await insertCoupon(partner.id, day, { start: -40, expiry: 10, codeMode: "GENERATED", title });
  let n = 0;
  /** A claim on day `offset`, with its code redeemed on day `redeemed` for `amount` rupees when given. */
  const claim = async (offset: number, redeemed?: number, amount?: number) => {
    n++;
    const row = await db.couponClaim.create({
      data: { couponId: coupon.id, userKey: `${prefix}-${n}`, createdAt: at(day, offset) },
    });
    await db.couponCode.create({
      data: {
        couponId: coupon.id,
        partnerId: partner.id,
        claimId: row.id,
        code: `${prefix.toUpperCase()}-${n}`,
        redeemedAt: redeemed === undefined ? null : at(day, redeemed),
        orderAmountPaise: amount === undefined ? null : Math.round(amount * 100),
      },
    });
  };
  return { partner, coupon, claim };
}

describe("the funnel per coupon and per day", () => {
  it("counts the window's redemptions and sales, all time beside them; another partner's coupons stay apart", async () => {
    const day = "2026-03-10";
    const { partner, coupon, claim } = await funnelCoupon("funnel-a", day);
    await claim(-40, -35, 500); // claimed and redeemed before the window: all time only
    await claim(-40, -2, 1499.5); // claimed before the window, redeemed in it
    await claim(-1, -1, 250);
    await claim(-1, 0); // redeemed without an amount
    await claim(0);
    const other = await funnelCoupon("funnel-b", day);
    await other.claim(0, 0, 99_999);

    const [row] = await couponStats(partner.id, {}, day);
    expect(row).toMatchObject({
      id: coupon.id,
      claims: 3,
      redemptions: 3,
      sales: 1749.5,
      totalRedemptions: 4,
      totalSales: 2249.5,
    });
    const days = await dailyStats(partner.id, 30, day);
    expect(days.at(-1)).toMatchObject({ day, claims: 1, redemptions: 1, sales: 0 });
    expect(days.at(-2)).toMatchObject({ day: addDays(day, -1), claims: 2, redemptions: 1, sales: 250 });
    expect(days.at(-3)).toMatchObject({ day: addDays(day, -2), claims: 0, redemptions: 1, sales: 1499.5 });
    expect(days.reduce((sum, d) => sum + d.sales, 0)).toBe(1749.5);
  });

  it("the CSV carries the funnel, the rate and the sales; a rate is never above 100%", async () => {
    const today = todayInIndia();
    const { partner, claim } = await funnelCoupon("funnel-csv", today);
    // Two codes claimed before the window and one in it, all three redeemed in it: 3 redemptions, 1 claim.
    await claim(-45, -3, 100);
    await claim(-45, -2, 200);
    await claim(-1, -1, 300.25);
    const { claim: claimSteady } = await funnelCoupon("funnel-csv-2", today, partner, "Steady");
    await claimSteady(-1, -1, 50);
    await claimSteady(-1);
    await claimSteady(-1);
    await claimSteady(-1);

    const response = await statsCsv.GET(get("/api/v1/coupon/stats.csv", partner.auth));
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const cells = (line: string) => line.slice(1, -1).split('","');
    const header = cells(lines[0]!);
    // The funnel past the claim, after the claims, and all time after the tracking counts.
    expect(header.slice(6, 9)).toEqual(["Redemptions (30 days)", "Redemption rate (30 days)", "Sales (30 days, ₹)"]);
    expect(header.slice(12, 14)).toEqual(["Redemptions (all time)", "Sales (all time, ₹)"]);
    const byTitle = new Map(lines.slice(1).map((line) => [cells(line)[0], cells(line)]));
    const column = (title: string, name: string) => byTitle.get(title)![header.indexOf(name)];
    expect(column("Seeded", "Claims (30 days)")).toBe("1");
    expect(column("Seeded", "Redemptions (30 days)")).toBe("3");
    expect(column("Seeded", "Redemption rate (30 days)")).toBe("—");
    expect(column("Seeded", "Sales (30 days, ₹)")).toBe("600.25");
    expect(column("Steady", "Redemption rate (30 days)")).toBe("25.0%");
    expect(column("Steady", "Sales (all time, ₹)")).toBe("50");
  });
});

describe("the daily CSV (decision 628)", () => {
  afterEach(() => vi.useRealTimers());

  /** The CSV's rows as cells, without the BOM and the quotes. */
  const rowsOf = async (response: Response) =>
    (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .map((line) => line.slice(1, -1).split('","'));

  it("has the 30 India days of the partner's funnel, oldest first, zeros included, each day's figures exact", async () => {
    const day = "2031-05-20";
    // 00:10 on 21 May in India is still 20 May in UTC: the file's today is India's.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-05-20T18:40:00Z") });
    const today = addDays(day, 1);
    const { partner, coupon, claim } = await funnelCoupon("daily-csv", today);
    await claim(-40, -29, 120); // the window's first day
    await claim(-3, -3, 1499.5);
    await claim(-3, -3, 500);
    await claim(-3); // claimed that day, not redeemed
    await claim(-45, -1); // redeemed without an amount, claimed before the window
    await claim(-45, -31, 999); // before the window: not in the file
    const { claim: another } = await funnelCoupon("daily-csv-2", today, partner, "Second");
    await another(0, 0, 10.25);
    await db.couponEvent.createMany({
      data: [
        { couponId: coupon.id, type: "VIEW", createdAt: at(today, -3) },
        { couponId: coupon.id, type: "VIEW", createdAt: at(today, -3) },
        { couponId: coupon.id, type: "CLICK", createdAt: at(today, -3) },
      ],
    });
    const stranger = await funnelCoupon("daily-csv-stranger", today);
    await stranger.claim(-3, -3, 77_777);

    const response = await dailyCsv.GET(get("/api/v1/coupon/stats/daily.csv", cookie(partner.token)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`coupon-stats-daily-${today}.csv`);
    const [header, ...rows] = await rowsOf(response);
    expect(header).toEqual(["Day", "Views", "Clicks", "Claims", "Redemptions", "Redemption rate", "Sales (₹)"]);
    expect(rows).toHaveLength(30);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)));
    const byDay = new Map(rows.map((r) => [r[0], r.slice(1)]));
    expect(byDay.get(addDays(today, -29))).toEqual(["0", "0", "0", "1", "—", "120"]);
    expect(byDay.get(addDays(today, -3))).toEqual(["2", "1", "3", "2", "66.7%", "1999.5"]);
    expect(byDay.get(addDays(today, -1))).toEqual(["0", "0", "0", "1", "—", "0"]);
    expect(byDay.get(today)).toEqual(["0", "0", "1", "1", "100.0%", "10.25"]);
    expect(byDay.get(addDays(today, -2))).toEqual(["0", "0", "0", "0", "—", "0"]);
    const total = rows.reduce((sum, r) => sum + Number(r[6]), 0);
    expect(total).toBeCloseTo(2129.75);
  });

  it("answers a session only, as stats.csv does: 401 without one, 403 for an API key", async () => {
    const partner = await partnerWithToken("daily-csv-auth");
    const path = "/api/v1/coupon/stats/daily.csv";
    expect((await dailyCsv.GET(get(path, bearer(partner.token)))).status).toBe(200);
    expect((await dailyCsv.GET(get(path))).status).toBe(401);
    const made = await keysRoute.POST(jsonCall("POST", "/api/v1/user/api-keys", { name: "Till" }, partner.auth));
    const { key } = (await made.json()).data as { key: string };
    expect((await dailyCsv.GET(get(path, bearer(key)))).status).toBe(403);
    expect((await statsCsv.GET(get("/api/v1/coupon/stats.csv", bearer(key)))).status).toBe(403);
  });
});
