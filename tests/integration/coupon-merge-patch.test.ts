import { describe, expect, it } from "vitest";
import * as couponItem from "@/app/api/v1/coupon/[id]/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { get } from "./partner-helpers";

// Issue 51 item 2 and partner review m22 (decision 822): PATCH /api/v1/coupon/{id} is a JSON Merge Patch
// (RFC 7396). Only the fields sent change, null clears an optional one, a field left out keeps its value;
// the merged coupon is checked by the create schema, with the live-correction and version rules as before.
// PUT keeps the whole-form replacement for one release (deprecated). Images are answered absolute.

const today = todayInIndia();
const MERGE_PATCH = { "content-type": "application/merge-patch+json" };

async function send(method: "PATCH" | "PUT", id: string, auth: Record<string, string>, body: unknown, headers = {}) {
  const response = await couponItem[method](
    jsonCall(method, `/api/v1/coupon/${id}`, body, { ...auth, ...headers }),
    params(id),
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const stored = (id: string) => db.coupon.findUniqueOrThrow({ where: { id } });

describe("PATCH /api/v1/coupon/{id} is a JSON Merge Patch", () => {
  it("changes only the fields sent: an edit that leaves out claimCap keeps the cap (m22)", async () => {
    const { id, auth } = await partnerWithToken("merge-keep");
    const row = await insertCoupon(id, today, {
      start: 1,
      claimCap: 50,
      code: "KEEP10",
      actualPricePaise: 99900,
      link: "https://brand.example/offer",
    });

    const edited = await send("PATCH", row.id, auth, { title: "Only the title" }, MERGE_PATCH);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: "Only the title", claimCap: 50, code: "KEEP10", version: 2 });
    expect(await stored(row.id)).toMatchObject({
      title: "Only the title",
      claimCap: 50,
      code: "KEEP10",
      actualPricePaise: 99900,
      brand: row.brand,
      link: row.link,
      imageUrl: row.imageUrl,
      version: 2,
    });

    // application/json is read as the same merge patch.
    const again = await send("PATCH", row.id, auth, { brand: "New brand", version: 2 });
    expect(again.status).toBe(200);
    expect(await stored(row.id)).toMatchObject({ title: "Only the title", brand: "New brand", claimCap: 50 });
  });

  it("null clears an optional field (claimCap: null removes the cap); null on a required one is its create message", async () => {
    const { id, auth } = await partnerWithToken("merge-null");
    const row = await insertCoupon(id, today, { start: 1, claimCap: 5, code: "GONE" });

    const cleared = await send("PATCH", row.id, auth, { claimCap: null, code: null }, MERGE_PATCH);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ claimCap: null, code: null });
    expect(await stored(row.id)).toMatchObject({ claimCap: null, code: null });

    const refused = await send("PATCH", row.id, auth, { title: null }, MERGE_PATCH);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "validation_failed",
      fieldErrors: { title: ["Title is required"] },
    });
    expect(refused.body.message).toBe("Title is required");
  });

  it("checks the merged coupon with the create schema: cross-field rules against stored values, exact enum messages", async () => {
    const { id, auth } = await partnerWithToken("merge-rules");
    const row = await insertCoupon(id, today, { start: 1, actualPricePaise: 10000 });

    // The discounted price sent is above the actual price stored.
    const above = await send("PATCH", row.id, auth, { discountedPrice: 500 });
    expect(above.status).toBe(400);
    expect(above.body.error.fieldErrors).toEqual({
      discountedPrice: ["Discounted price cannot be greater than actual price"],
    });

    const unknown = await send("PATCH", row.id, auth, { category: ["Food"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fieldErrors).toEqual({
      "category.0": [
        expect.stringMatching(/^Unknown category "Food"\. Allowed: Fashion, Accessories, .*Entertainment\.$/),
      ],
    });
    expect(await stored(row.id)).toMatchObject({ version: 1, discountedPricePaise: row.discountedPricePaise });
  });

  it("keeps the live-correction rules and the version: a stale version is 409, none means the version just read", async () => {
    const { id, auth } = await partnerWithToken("merge-live");
    const row = await insertCoupon(id, today, { start: -2, expiry: 10, version: 3 });

    const moved = await send("PATCH", row.id, auth, { startDate: addDays(today, 1) });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fieldErrors).toEqual({ startDate: ["A live coupon keeps its start date"] });
    const shorter = await send("PATCH", row.id, auth, { expiryDate: addDays(today, 5) });
    expect(shorter.body.error.fieldErrors).toEqual({ expiryDate: ["A live coupon's expiry can only move later"] });

    const stale = await send("PATCH", row.id, auth, { title: "Stale", version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("conflict");
    // One past PostgreSQL's integer is no version at all: a 400 that says to reload, not the database's 500.
    const past = await send("PATCH", row.id, auth, { title: "Past", version: 2_147_483_648 });
    expect(past.status).toBe(400);
    expect(past.body.error.fieldErrors).toEqual({ version: ["Reload the coupon and try again"] });

    const longer = await send("PATCH", row.id, auth, { expiryDate: addDays(today, 20), version: 3 });
    expect(longer.status).toBe(200);
    const unversioned = await send("PATCH", row.id, auth, { title: "Fixed typo" });
    expect(unversioned.status).toBe(200);
    expect(await stored(row.id)).toMatchObject({ title: "Fixed typo", version: 5 });
  });

  it("refuses a body that is not a JSON object, and another partner's coupon is 404", async () => {
    const { id, auth } = await partnerWithToken("merge-shape");
    const row = await insertCoupon(id, today, { start: 1 });
    for (const body of [[{ title: "x" }], "null", '"title"']) {
      const refused = await send("PATCH", row.id, auth, body, MERGE_PATCH);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("bad_request");
    }
    const other = await partnerWithToken("merge-other");
    const theirs = await send("PATCH", row.id, other.auth, { title: "Mine now" });
    expect(theirs.status).toBe(404);
    expect(await stored(row.id)).toMatchObject({ title: row.title, version: 1 });
  });

  it("says what it takes: Accept-Patch on OPTIONS and on a 415, and a JSON Patch (RFC 6902) is a 415, not a broken object", async () => {
    const { id, auth } = await partnerWithToken("merge-types");
    const row = await insertCoupon(id, today, { start: 1 });
    const options = await couponItem.OPTIONS(new Request(`http://localhost/api/v1/coupon/${row.id}`), params(row.id));
    expect(options.headers.get("accept-patch")).toBe("application/merge-patch+json, application/json");
    const jsonPatch = [{ op: "replace", path: "/title", value: "x" }];
    for (const type of ["application/json-patch+json", "text/plain", "application/xml"]) {
      const refused = await send("PATCH", row.id, auth, jsonPatch, { "content-type": type });
      expect(refused.status, type).toBe(415);
      expect(refused.headers.get("accept-patch"), type).toBe("application/merge-patch+json, application/json");
      expect(refused.body.error.message, type).toBe(
        "Send a JSON Merge Patch, as application/merge-patch+json, application/json.",
      );
    }
    expect(await stored(row.id)).toMatchObject({ title: row.title, version: 1 });
  });

  it("PUT (deprecated for one release) still replaces the whole coupon: a field left out is cleared", async () => {
    const { id, auth } = await partnerWithToken("merge-put");
    const row = await insertCoupon(id, today, { start: 1, claimCap: 9 });
    const replaced = await send("PUT", row.id, auth, couponForm({ version: 1 }));
    expect(replaced.status).toBe(200);
    // Deprecated on every answer (RFC 9745: the day it was, as a Unix time), not only in the document.
    expect(replaced.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 10, 29) / 1000}`);
    expect(await stored(row.id)).toMatchObject({ claimCap: null, title: couponForm().title });
    const partial = await send("PUT", row.id, auth, { title: "Only a title", version: 2 });
    expect(partial.status).toBe(400);
  });
});

describe("the partner API answers images as absolute URLs (issue 51)", () => {
  it("reads, lists and edits answer the site's own image with its origin; sent back absolute, it is stored as its path", async () => {
    const { id, auth } = await partnerWithToken("absolute-images");
    const row = await insertCoupon(id, today, { start: 1, imageUrl: "/images/coupons/filmi-pass.svg" });
    const origin = getEnv().APP_URL;
    const absolute = `${origin}/images/coupons/filmi-pass.svg`;

    const one = await (await couponItem.GET(get(`/api/v1/coupon/${row.id}`, auth), params(row.id))).json();
    expect(one.data.image).toBe(absolute);
    const list = await (await couponRoot.GET(get("/api/v1/coupon", auth))).json();
    expect(list.data.map((c: { image: string }) => c.image)).toEqual([absolute]);

    // The coupon read, sent back whole as a merge patch: nothing changes, the stored path stays a path.
    const sentBack = await send("PATCH", row.id, auth, one.data, MERGE_PATCH);
    expect(sentBack.status).toBe(200);
    expect(sentBack.body.data.image).toBe(absolute);
    expect(await stored(row.id)).toMatchObject({ imageUrl: "/images/coupons/filmi-pass.svg" });

    // An image hosted elsewhere is answered as it is.
    const elsewhere = await send("PATCH", row.id, auth, { image: "https://img.example/x.png" });
    expect(elsewhere.body.data.image).toBe("https://img.example/x.png");
  });
});
