import { describe, expect, it } from "vitest";
import * as couponListed from "@/app/api/v1/coupon/listed/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { db } from "@/lib/db";
import { opaqueCursor } from "@/lib/data/newest-first";
import { todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";
import { get } from "./partner-helpers";

// The coupon API's lists (coupons-api.test.ts has its other shapes): newest first with search, cursors
// that survive deletes and purges, the grouped listing's phases and its ETag.

describe("coupon API lists", () => {
  it("lists newest first with search and cursor pagination", async () => {
    const { id, auth } = await partnerWithToken();
    const today = todayInIndia();
    for (let i = 0; i < 5; i++)
      await insertCoupon(id, today, {
        brand: i === 2 ? "ZestyFOODS" : `Brand ${i}`,
        code: i === 4 ? "SAVE50" : null,
        createdAt: new Date(Date.now() - (10 - i) * 1000),
      });
    const all = await couponRoot.GET(get("/api/v1/coupon?limit=2", auth));
    const first = await all.json();
    expect(first.data).toHaveLength(2);
    const cursor = all.headers.get("x-next-cursor");
    // Opaque (decision 021): the last item's place, not its id.
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(cursor).not.toContain(first.data[1].id);
    const next = await (await couponRoot.GET(get(`/api/v1/coupon?limit=2&cursor=${cursor}`, auth))).json();
    expect(next.data.map((c: { brand: string }) => c.brand)).toEqual([
      "Brand 2".replace("Brand 2", "ZestyFOODS"),
      "Brand 1",
    ]);
    const found = await (await couponRoot.GET(get("/api/v1/coupon?search=zestyfoods", auth))).json();
    expect(found.data.map((c: { brand: string }) => c.brand)).toEqual(["ZestyFOODS"]);
    const byCode = await (await couponRoot.GET(get("/api/v1/coupon?search=save5", auth))).json();
    expect(byCode.data).toHaveLength(1);
    expect((await couponRoot.GET(get("/api/v1/coupon?limit=1000", auth))).status).toBe(400);
  });

  it("pages through deletes of the cursor's coupon without repeats or gaps; a cursor it never gave is 400", async () => {
    const { id, auth } = await partnerWithToken();
    const today = todayInIndia();
    const at = (minute: number) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)) });
    // A to F, oldest first, so the list reads F E D C B A.
    const made = [];
    for (const [minute, title] of ["A", "B", "C", "D", "E", "F"].entries())
      made.push(await insertCoupon(id, today, { title, ...at(minute) }));
    const read = (query: string) => couponRoot.GET(get(`/api/v1/coupon${query}`, auth));
    const titles = async (response: Response) =>
      ((await response.json()).data as { title: string; id: string }[]).map((c) => c.title);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response: Response = await read(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("deprecation")).toBeNull();
      const page = await titles(response);
      seen.push(...page);
      cursor = response.headers.get("x-next-cursor");
      // The coupon the cursor points at is deleted, the undo window passes and it is purged, and a newer
      // coupon arrives, all before the next page is asked for.
      const last = made.find((c) => c.title === page.at(-1));
      if (cursor && last) {
        await db.coupon.delete({ where: { id: last.id } });
        await insertCoupon(id, today, { title: `new after ${last.title}`, ...at(30 + seen.length) });
      }
    } while (cursor);
    expect(seen).toEqual(["F", "E", "D", "C", "B", "A"]);

    // The id cursor of the release before, for apps not yet updated (deprecated): still pages.
    const legacy = await read(`?limit=1&cursor=${made[3]!.id}`);
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get("deprecation")).toBe("@1795910400");
    expect(await titles(legacy)).toEqual(["B"]);

    const refused = async (cursorParam: string) => {
      const response = await read(`?cursor=${cursorParam}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toMatchObject({
        code: "validation_failed",
        message: "Cursor is not valid: send back a cursor this API gave you.",
      });
      expect(body.error.fieldErrors).toHaveProperty("cursor");
    };
    await refused("nosuchcoupon");
    await refused("zzz");
    await refused("a%20b");
    await refused(Buffer.from("nothing-here").toString("base64url"));
    // A deleted coupon's id cursor once it is purged, and another partner's coupon, name no place of this list.
    await refused(made[2]!.id);
    const other = await partnerWithToken();
    await refused((await insertCoupon(other.id, today)).id);
  });

  it("pages a tab of the grouped listing through the purge of the cursor's coupon", async () => {
    const { id, auth } = await partnerWithToken();
    const today = todayInIndia();
    const at = (minute: number) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)) });
    for (const [minute, title] of ["A", "B", "C", "D"].entries())
      await insertCoupon(id, today, { start: -1, expiry: 5, title, ...at(minute) });
    const read = async (query: string) =>
      (await (await couponListed.GET(get(`/api/v1/coupon/listed${query}`, auth))).json()).data;
    const first = await read("?limit=2");
    expect(first.livedCoupons.map((c: { title: string }) => c.title)).toEqual(["D", "C"]);
    // C is deleted and purged, and a newer coupon arrives, before the next page is asked for.
    await db.coupon.delete({ where: { id: first.livedCoupons[1].id } });
    await insertCoupon(id, today, { start: -1, expiry: 5, title: "E", ...at(10) });
    const second = await read(`?limit=2&livedCursor=${first.nextCursors.lived}`);
    expect(second.livedCoupons.map((c: { title: string }) => c.title)).toEqual(["B", "A"]);
    expect(second.nextCursors.lived).toBeNull();
  });

  it("pages each phase of the grouped listing on its own, and answers 304 to its own ETag", async () => {
    const { id, auth } = await partnerWithToken();
    const today = todayInIndia();
    // Distinct creation times, oldest first: newest first means the reverse.
    const at = (minute: number) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)) });
    for (const [minute, title] of ["live-1", "live-2", "live-3"].entries())
      await insertCoupon(id, today, { start: -1, expiry: 5, title, ...at(minute) });
    await insertCoupon(id, today, { start: 3, expiry: 9, title: "future", ...at(10) });
    const titles = (list: { title: string }[]) => list.map((c) => c.title);
    const read = async (query: string, headers: Record<string, string> = {}) =>
      couponListed.GET(get(`/api/v1/coupon/listed${query}`, { ...auth, ...headers }));

    const first = await read("?limit=2");
    expect(first.status).toBe(200);
    const page1 = (await first.json()).data;
    expect(titles(page1.livedCoupons)).toEqual(["live-3", "live-2"]);
    expect(titles(page1.listedCoupons)).toEqual(["future"]);
    // The one opaque cursor of every API list (decision 021), written by the database as opaqueCursor writes it.
    const live2 = await db.coupon.findUniqueOrThrow({ where: { id: page1.livedCoupons[1].id } });
    expect(page1.nextCursors).toEqual({ listed: null, lived: opaqueCursor(live2), expired: null });
    const page2Answer = await read(`?limit=2&livedCursor=${page1.nextCursors.lived}`);
    expect(page2Answer.headers.get("deprecation")).toBeNull();
    const page2 = (await page2Answer.json()).data;
    expect(titles(page2.livedCoupons)).toEqual(["live-1"]);
    expect(page2.nextCursors.lived).toBeNull();
    // Without a limit every tab holds up to 100, so a small partner's client sees all in one answer.
    expect(titles((await (await read("")).json()).data.livedCoupons)).toEqual(["live-3", "live-2", "live-1"]);
    // Deprecated for one release: a bare id of this partner's coupons, the cursor before, still pages.
    const legacy = await read(`?limit=2&livedCursor=${page1.livedCoupons[0].id}`);
    expect(legacy.headers.get("deprecation")).toBe("@1795910400");
    expect(titles((await legacy.json()).data.livedCoupons)).toEqual(["live-2", "live-1"]);
    // A cursor this API never gave is 400 on its own parameter, never the tab's first page.
    const refused = await read("?limit=2&expiredCursor=nope");
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error).toMatchObject({
      code: "validation_failed",
      message: "Cursor is not valid: send back a cursor this API gave you.",
    });
    expect(Object.keys(error.fieldErrors)).toEqual(["expiredCursor"]);

    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const unchanged = await read("?limit=2", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    await insertCoupon(id, today, { start: -1, expiry: 5, title: "live-4", ...at(20) });
    const changed = await read("?limit=2", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(titles((await changed.json()).data.livedCoupons)).toEqual(["live-4", "live-3"]);

    // The tag is the rows' version, not the body's: whatever the answer shows moves it, whether or not
    // the write went through Prisma (a view is counted with SQL), and another query is another answer.
    const tagNow = async (query = "?limit=2") => (await read(query)).headers.get("etag")!;
    const counted = await tagNow();
    expect(counted).not.toBe(etag);
    expect(await tagNow("?limit=3")).not.toBe(counted);
    const steps: [string, () => Promise<unknown>][] = [
      [
        "a view",
        () =>
          db.$executeRaw`UPDATE "Coupon" SET "viewCount" = "viewCount" + 1 WHERE "partnerId" = ${id} AND title = 'live-1'`,
      ],
      [
        "a pause",
        () => db.coupon.updateMany({ where: { partnerId: id, title: "live-2" }, data: { pausedAt: new Date() } }),
      ],
      ["a deletion", () => db.coupon.deleteMany({ where: { partnerId: id, title: "future" } })],
      [
        "an import",
        async () => {
          const rows = await db.coupon.findMany({ where: { partnerId: id, title: "live-1" } });
          const { id: _id, ...row } = rows[0]!;
          await db.coupon.createMany({ data: [1, 2].map((n) => ({ ...row, title: `imported-${n}` })) });
        },
      ],
    ];
    let before = counted;
    for (const [what, step] of steps) {
      await step();
      const after = await tagNow();
      expect(after, what).not.toBe(before);
      expect((await read("?limit=2", { "if-none-match": after })).status, what).toBe(304);
      before = after;
    }
    // Another partner's change leaves this partner's tag as it was.
    const other = await partnerWithToken();
    await insertCoupon(other.id, today, { start: -1, expiry: 5, title: "elsewhere" });
    expect(await tagNow()).toBe(before);

    const refusals: [string, string][] = [
      ["?limit=0", "Limit must be a whole number from 1 to 100."],
      ["?limit=101", "Limit must be a whole number from 1 to 100."],
      ["?limit=abc", "Limit must be a whole number from 1 to 100."],
      ["?livedCursor=a%20b", "Cursor is not valid: send back a cursor this API gave you."],
      [`?search=${"x".repeat(101)}`, "Search must be at most 100 characters."],
    ];
    for (const [bad, message] of refusals) {
      const refused = await read(bad);
      expect(refused.status, bad).toBe(400);
      expect((await refused.json()).message, bad).toBe(message);
    }

    // The session is read with the version, in one statement: an ended session gets 401, never a 304.
    await db.partnerSession.deleteMany({ where: { partnerId: id } });
    expect((await read("?limit=2", { "if-none-match": before })).status).toBe(401);
    expect((await read("?limit=2")).status).toBe(401);
  });
});
