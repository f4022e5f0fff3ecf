import { describe, expect, it } from "vitest";
import * as follow from "@/app/go/[couponId]/route";
import * as offers from "@/app/api/v1/offers/route";
import * as offer from "@/app/api/v1/offers/[id]/route";
import * as statsCsv from "@/app/api/v1/coupon/stats.csv/route";
import { couponMetrics } from "@/lib/data/coupon-metrics";
import { couponStats, dailyStats } from "@/lib/data/coupon-stats";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/validations/calendar-day";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";
import { createPartner, fromIp, get, uniqueIp } from "./partner-helpers";

const today = todayInIndia();
const go = (id: string, ip = uniqueIp()) =>
  follow.GET(get(`/go/${id}`, fromIp(ip)), { params: Promise.resolve({ couponId: id }) });
const fetchOffer = (id: string, headers: Record<string, string>) =>
  offer.GET(get(`/api/v1/offers/${id}`, headers), { params: Promise.resolve({ id }) });
const clicks = async (id: string) => (await db.coupon.findUniqueOrThrow({ where: { id } })).clickCount;
const views = async (id: string) => (await db.coupon.findUniqueOrThrow({ where: { id } })).viewCount;

describe("tracking link /go/{couponId}", () => {
  it("counts a click and sends the visitor to the coupon's own link", async () => {
    const { id: partnerId } = await partnerWithToken("tracking");
    const coupon = await insertCoupon(partnerId, today, { link: "https://brand.example/deal?x=1" });
    const response = await go(coupon.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://brand.example/deal?x=1");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await clicks(coupon.id)).toBe(1);
  });

  it("counts at most three clicks per address and day; more still redirect", async () => {
    const { id: partnerId } = await partnerWithToken("tracking-cap");
    const coupon = await insertCoupon(partnerId, today);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await go(coupon.id, ip)).status).toBe(302);
    expect(await clicks(coupon.id)).toBe(3);
    await go(coupon.id);
    expect(await clicks(coupon.id)).toBe(4);
  });

  it("an unknown, malformed or unapproved partner's coupon is 404; an expired one redirects without counting", async () => {
    expect((await go("nope-not-a-coupon")).status).toBe(404);
    expect((await go("bad id <script>")).status).toBe(404);
    const pending = await createPartner({ status: "PENDING", prefix: "tracking-pending" });
    const hidden = await insertCoupon(pending.id, today);
    expect((await go(hidden.id)).status).toBe(404);
    const { id: partnerId } = await partnerWithToken("tracking-expired");
    const expired = await insertCoupon(partnerId, today, { start: -10, expiry: -1 });
    expect((await go(expired.id)).status).toBe(302);
    expect(await clicks(expired.id)).toBe(0);
  });
});

describe("public offers for the app", () => {
  it("lists only approved partners' live coupons, without private fields", async () => {
    const { id: partnerId } = await partnerWithToken("offers");
    const live = await insertCoupon(partnerId, today, { title: "Offer live", brand: "Brand zq1", start: 0, expiry: 5 });
    await insertCoupon(partnerId, today, { title: "Offer later", brand: "Brand zq1", start: 3, expiry: 9 });
    const pending = await createPartner({ status: "PENDING", prefix: "offers-pending" });
    await insertCoupon(pending.id, today, { title: "Offer hidden", brand: "Brand zq1" });
    const response = await offers.GET(get("/api/v1/offers?search=zq1", fromIp(uniqueIp())));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown>[] };
    expect(data.map((o) => o.title)).toEqual(["Offer live"]);
    expect(Object.keys(data[0]!).sort()).toEqual(
      [
        "actualPricing",
        "brand",
        "category",
        "code",
        "company",
        "description",
        "discountedPrice",
        "expiryDate",
        "id",
        "image",
        "startDate",
        "title",
        "trackingUrl",
      ].sort(),
    );
    expect(data[0]!.trackingUrl).toMatch(new RegExp(`/go/${live.id}$`));
  });

  it("a fetch counts one view per visitor per day, seen in the partner's metrics and stats", async () => {
    const { id: partnerId } = await partnerWithToken("offers-views");
    const coupon = await insertCoupon(partnerId, today);
    const visitor = { ...fromIp(uniqueIp()), "user-agent": "PaisaPilotApp/1.0" };
    expect((await fetchOffer(coupon.id, visitor)).status).toBe(200);
    expect((await fetchOffer(coupon.id, visitor)).status).toBe(200);
    expect(await views(coupon.id)).toBe(1);
    await fetchOffer(coupon.id, { ...fromIp(uniqueIp()), "user-agent": "PaisaPilotApp/1.0" });
    await fetchOffer(coupon.id, { ...visitor, "x-device-id": "device-123" });
    await fetchOffer(coupon.id, { ...fromIp(uniqueIp()), "x-device-id": "device-123" });
    expect(await views(coupon.id)).toBe(3);
    expect((await couponMetrics(partnerId)).viewCount).toBe(3);
    const [row] = await couponStats(partnerId);
    expect(row).toMatchObject({ id: coupon.id, views: 3, totalViews: 3 });
    const days = await dailyStats(partnerId);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: today, views: 3, clicks: 0 });
    expect((await fetchOffer("missing-offer", visitor)).status).toBe(404);
  });
});

describe("stats CSV", () => {
  it("is the caller's own coupons only, escaped against formulas, 401 without a session", async () => {
    const a = await partnerWithToken("csv-a");
    const b = await partnerWithToken("csv-b");
    await insertCoupon(a.id, today, { title: '=HYPERLINK("http://evil.example")' });
    await insertCoupon(a.id, today, { title: 'Say "hello"' });
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
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`"Say ""hello"""`);
    expect(text).not.toContain("secret coupon");
    expect((await statsCsv.GET(get("/api/v1/coupon/stats.csv"))).status).toBe(401);
  });
});
