import { describe, expect, it } from "vitest";
import * as follow from "@/app/go/[couponId]/route";
import * as offers from "@/app/api/v1/offers/route";
import * as views from "@/app/api/v1/offers/[id]/views/route";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as couponImport from "@/app/api/v1/coupon/import/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { couponMetrics } from "@/lib/data/coupon-metrics";
import { couponStats, dailyStats } from "@/lib/data/coupon-stats";
import { OFFER_ENDED_PATH, trackingTarget } from "@/lib/data/public-offers";
import { db } from "@/lib/db";
import { dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import {
  appHeaders,
  countedClicks,
  couponForm,
  eventsCounted,
  insertCoupon,
  jsonCall,
  params,
  partnerWithToken,
} from "./coupon-helpers";
import { createPartner, fromIp, get, uniqueIp } from "./partner-helpers";

const today = todayInIndia();
const viewOf = (id: string, device: string, ip: string) =>
  views.POST(
    jsonCall("POST", `/api/v1/offers/${id}/views`, undefined, { ...fromIp(ip), ...appHeaders(device) }),
    params(id),
  );
const go = (id: string, ip = uniqueIp(), agent = "Browser/1.0") =>
  follow.GET(get(`/go/${id}`, { ...fromIp(ip), "user-agent": agent }), { params: Promise.resolve({ couponId: id }) });
// Counting happens in batches after the answer (decision 551): a test counts what was queued first.
const clicks = countedClicks;

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

  it("counts one click per browser and day, at most three per address and day; more still redirect", async () => {
    const { id: partnerId } = await partnerWithToken("tracking-cap");
    const coupon = await insertCoupon(partnerId, today);
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect((await go(coupon.id, ip)).status).toBe(302);
    expect(await clicks(coupon.id)).toBe(1);
    for (let i = 0; i < 5; i++) expect((await go(coupon.id, ip, `Browser/${i}`)).status).toBe(302);
    expect(await clicks(coupon.id)).toBe(3);
    await go(coupon.id);
    expect(await clicks(coupon.id)).toBe(4);
  });

  it("an unknown or malformed id is 404", async () => {
    expect((await go("nope-not-a-coupon")).status).toBe(404);
    expect((await go("bad id <script>")).status).toBe(404);
  });

  it("a deleted coupon, removed for good or with its partner's account, goes to the offer-ended page; an undo brings the link back [security 28]", async () => {
    const { id: partnerId, auth } = await partnerWithToken("tracking-deleted");
    const deleted = await insertCoupon(partnerId, today, { link: "https://brand.example/gone" });
    const answer = await couponItem.DELETE(
      jsonCall("DELETE", `/api/v1/coupon/${deleted.id}`, undefined, auth),
      params(deleted.id),
    );
    expect(answer.status).toBe(200);
    const ended = await go(deleted.id);
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe(OFFER_ENDED_PATH);

    await db.coupon.update({ where: { id: deleted.id }, data: { deletedAt: null } }); // what the undo does
    expect((await go(deleted.id)).headers.get("location")).toBe("https://brand.example/gone");
    expect(await clicks(deleted.id)).toBe(1);
    // Removed for good after the undo window (decision 550): the database keeps its id (decision 810).
    await db.coupon.delete({ where: { id: deleted.id } });
    expect((await go(deleted.id)).headers.get("location")).toBe(OFFER_ENDED_PATH);

    const closing = await createPartner({ prefix: "tracking-closed" });
    const withAccount = await insertCoupon(closing.id, today);
    await db.partner.delete({ where: { id: closing.id } });
    expect((await go(withAccount.id)).headers.get("location")).toBe(OFFER_ENDED_PATH);
  });

  it("an expired coupon, or one whose partner is not approved, goes to the offer-ended page, uncounted [security 28]", async () => {
    const { id: partnerId } = await partnerWithToken("tracking-expired");
    const expired = await insertCoupon(partnerId, today, { start: -10, expiry: -1 });
    const pending = await createPartner({ status: "PENDING", prefix: "tracking-pending" });
    const unapproved = await insertCoupon(pending.id, today);
    const revoked = await partnerWithToken("tracking-revoked");
    const wasLive = await insertCoupon(revoked.id, today);
    await db.partner.update({ where: { id: revoked.id }, data: { status: "REJECTED" } });
    for (const coupon of [expired, unapproved, wasLive]) {
      const response = await go(coupon.id);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(OFFER_ENDED_PATH);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await clicks(coupon.id)).toBe(0);
    }
  });

  it("leads to the partner's link up to and including the expiry day, and to the offer-ended page after it [security 28]", async () => {
    const { id: partnerId } = await partnerWithToken("tracking-boundary");
    const coupon = await db.coupon.update({
      where: { id: (await insertCoupon(partnerId, today)).id },
      data: { startDate: dayToDate("2026-03-01"), expiryDate: dayToDate("2026-03-20"), link: "https://brand.example/" },
    });
    expect(await trackingTarget(coupon.id, "2026-02-20")).toEqual({ link: "https://brand.example/" });
    expect(await trackingTarget(coupon.id, "2026-03-20")).toEqual({ link: "https://brand.example/" });
    expect(await trackingTarget(coupon.id, "2026-03-21")).toEqual({ ended: true });
    expect(await trackingTarget("nope-not-a-coupon", "2026-03-20")).toBeNull();
  });

  it("a stored link with non-ASCII characters redirects to its normalised form and counts once [security 28]", async () => {
    const { id: partnerId } = await partnerWithToken("tracking-unicode");
    // As a row stored before links were normalised.
    const coupon = await insertCoupon(partnerId, today, { link: "https://€.example/ü?q=ä" });
    const response = await go(coupon.id);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toBe("https://xn--lzg.example/%C3%BC?q=%C3%A4");
    expect(new URL(location).href).toBe(location);
    expect(await clicks(coupon.id)).toBe(1);
  });

  it("a stored link that cannot be followed goes to the offer-ended page, never a 500, and is not counted [security 28]", async () => {
    const { id: partnerId } = await partnerWithToken("tracking-broken");
    const coupon = await insertCoupon(partnerId, today, { link: "https://brand.example:99999/deal" });
    const response = await go(coupon.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(OFFER_ENDED_PATH);
    expect(await clicks(coupon.id)).toBe(0);
  });
});

describe("coupon links are stored normalised", () => {
  it("on create, edit and import: punycode host, percent-encoded path [security 28]", async () => {
    const partner = await partnerWithToken("links-normalised");
    const created = await couponRoot.POST(
      jsonCall("POST", "/api/v1/coupon", couponForm({ link: "https://€.example/ü" }), partner.auth),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()).data;
    expect((await db.coupon.findUniqueOrThrow({ where: { id } })).link).toBe("https://xn--lzg.example/%C3%BC");

    const edited = await couponItem.PUT(
      jsonCall(
        "PUT",
        `/api/v1/coupon/${id}`,
        couponForm({ link: "https://Bücher.example/straße", version: 1 }),
        partner.auth,
      ),
      params(id),
    );
    expect(edited.status).toBe(200);
    expect((await db.coupon.findUniqueOrThrow({ where: { id } })).link).toBe(
      "https://xn--bcher-kva.example/stra%C3%9Fe",
    );

    const c = couponForm();
    const csv = [
      "title,brand,link,category,startDate,expiryDate,description,image",
      ["Imported", c.brand, "https://€.example/ü", "Fashion", c.startDate, c.expiryDate, "Desc", c.image].join(","),
    ].join("\n");
    const imported = await couponImport.POST(
      new Request("http://localhost/api/v1/coupon/import", {
        method: "POST",
        headers: { "content-type": "text/csv", ...partner.auth },
        body: csv,
      }),
    );
    expect(imported.status).toBe(201);
    const row = await db.coupon.findFirstOrThrow({ where: { partnerId: partner.id, title: "Imported" } });
    expect(row.link).toBe("https://xn--lzg.example/%C3%BC");
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

  it("the app's view counts once per device and day, seen in the partner's metrics and stats", async () => {
    const { id: partnerId } = await partnerWithToken("offers-views");
    const coupon = await insertCoupon(partnerId, today);
    const ip = uniqueIp();
    expect((await viewOf(coupon.id, "device-0001", ip)).status).toBe(202);
    expect((await viewOf(coupon.id, "device-0001", ip)).status).toBe(202);
    expect((await viewOf(coupon.id, "device-0002", uniqueIp())).status).toBe(202);
    expect((await viewOf(coupon.id, "device-0003", uniqueIp())).status).toBe(202);
    await eventsCounted(coupon.id);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).viewCount).toBe(3);
    expect((await couponMetrics(partnerId)).viewCount).toBe(3);
    const [row] = await couponStats(partnerId);
    expect(row).toMatchObject({ id: coupon.id, views: 3, totalViews: 3 });
    const days = await dailyStats(partnerId);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: today, views: 3, clicks: 0, claims: 0, redemptions: 0, sales: 0 });
    expect((await viewOf("missing-offer", "device-0001", ip)).status).toBe(404);
  });
});
