import { describe, expect, it } from "vitest";
import * as importRoute from "@/app/api/v1/coupon/import/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { db } from "@/lib/db";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { MAX_OPEN_COUPONS } from "@/lib/limits/rules";
import { couponForm, fillCoupons, jsonCall, partnerWithToken } from "./coupon-helpers";

// The ceiling of coupons a partner may have that have not ended (decision 801): creates and imports
// alike, checked under a lock on the partner's row.

const today = todayInIndia();
const HEADER = "title,brand,link,category,startDate,expiryDate,description,image";
const csvOf = (titles: string[]) =>
  [
    HEADER,
    ...titles.map(
      (t) =>
        `${t},Brand,https://b.example,Fashion,${addDays(today, 1)},${addDays(today, 9)},About ${t},https://img.example/a.png`,
    ),
  ].join("\n");

const importCsv = (text: string, auth: Record<string, string>) =>
  importRoute.POST(
    new Request("http://localhost/api/v1/coupon/import", {
      method: "POST",
      headers: { "content-type": "text/csv", ...auth },
      body: text,
    }),
  );
const create = (auth: Record<string, string>, title: string) =>
  couponRoot.POST(jsonCall("POST", "/api/v1/coupon", couponForm({ title }), auth));

const count = (partnerId: string) => db.coupon.count({ where: { partnerId } });

async function expectLimitReached(response: Response, message: string) {
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({ error: { code: "limit_reached", message }, message });
}

describe(`at most ${MAX_OPEN_COUPONS} coupons that have not ended per partner (decision 801)`, () => {
  it("an import that would pass the ceiling is refused whole, saying how many still fit; ended coupons do not count", async () => {
    const partner = await partnerWithToken("open-import");
    await fillCoupons(partner.id, today, MAX_OPEN_COUPONS - 2, 5);

    await expectLimitReached(
      await importCsv(csvOf(["A", "B", "C"]), partner.auth),
      "You can add 2 more coupons, not 3: one account can have at most 1,000 coupons that have not ended.",
    );
    expect(await count(partner.id)).toBe(MAX_OPEN_COUPONS - 2 + 5);

    const fits = await importCsv(csvOf(["A", "B"]), partner.auth);
    expect(fits.status).toBe(201);
    expect(await count(partner.id)).toBe(MAX_OPEN_COUPONS + 5);
  });

  it("a create at the ceiling is refused; after a coupon is deleted one fits again", async () => {
    const partner = await partnerWithToken("open-create");
    await fillCoupons(partner.id, today, MAX_OPEN_COUPONS - 1);
    expect((await create(partner.auth, "The last one")).status).toBe(201);
    await expectLimitReached(
      await create(partner.auth, "One too many"),
      "You already have 1,000 coupons that have not ended, the most one account can have. Delete some, or wait until they end, before adding more.",
    );
    expect(await db.coupon.count({ where: { partnerId: partner.id, title: "One too many" } })).toBe(0);

    const oldest = await db.coupon.findFirstOrThrow({ where: { partnerId: partner.id }, orderBy: { title: "asc" } });
    await db.coupon.delete({ where: { id: oldest.id } });
    expect((await create(partner.auth, "Room again")).status).toBe(201);
  });

  it("creates and an import racing for the last places: never more than the ceiling", async () => {
    const partner = await partnerWithToken("open-race");
    await fillCoupons(partner.id, today, MAX_OPEN_COUPONS - 3);
    const answers = await Promise.all([
      create(partner.auth, "Race 1"),
      create(partner.auth, "Race 2"),
      importCsv(csvOf(["Race 3", "Race 4"]), partner.auth),
      create(partner.auth, "Race 5"),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    // Whatever order they take the lock in, three single creates fill the three places: exactly full.
    expect(await count(partner.id)).toBe(MAX_OPEN_COUPONS);
  });

  it("another partner's coupons do not count against this one", async () => {
    const full = await partnerWithToken("open-full");
    const other = await partnerWithToken("open-other");
    await fillCoupons(full.id, today, MAX_OPEN_COUPONS);
    expect((await create(other.auth, "Mine")).status).toBe(201);
  });
});
