import { describe, expect, it } from "vitest";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as offer from "@/app/api/v1/offers/[id]/route";
import { db } from "@/lib/db";
import { addDays, todayInIndia } from "@/lib/validations/calendar-day";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { get } from "./partner-helpers";

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
