import { describe, expect, it } from "vitest";
import * as couponRoot from "@/app/api/v1/coupon/route";
import { todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";
import { get } from "./partner-helpers";

// Issue 49 capability 5: the Listing Page's filters, sorts and title search, on GET /api/v1/coupon
// (the page and its Load more read the same data function). Each test owns its partner and rows.

const today = todayInIndia();

async function list(auth: Record<string, string>, query: Record<string, string>) {
  const response = await couponRoot.GET(get(`/api/v1/coupon?${new URLSearchParams(query)}`, auth));
  const body = await response.json();
  return {
    status: response.status,
    body,
    titles: (body.data ?? []).map((c: { title: string }) => c.title) as string[],
    next: response.headers.get("x-next-cursor"),
  };
}

/** Every page of a list, two coupons a page, following the cursors. */
async function allPages(auth: Record<string, string>, query: Record<string, string>) {
  const titles: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const page = await list(auth, { ...query, limit: "2", ...(cursor ? { cursor } : {}) });
    expect(page.status).toBe(200);
    titles.push(...page.titles);
    cursor = page.next;
    if (!cursor) break;
  }
  return titles;
}

describe("the Listing Page's list tools (issue 49 capability 5)", () => {
  it("searches titles too, and filters by state and by category, only among the partner's own", async () => {
    const { id, auth } = await partnerWithToken("tools-filter");
    const other = await partnerWithToken("tools-filter-other");
    await insertCoupon(other.id, today, { title: "Monsoon other", start: -1 });
    await insertCoupon(id, today, { title: "Monsoon live", start: -1, categories: ["Travel & Tourism"] });
    await insertCoupon(id, today, { title: "Listed later", start: 3 });
    await insertCoupon(id, today, { title: "Paused one", start: -1, pausedAt: new Date() });
    await insertCoupon(id, today, { title: "Claimed one", start: -1, status: "CLAIMED", claimCap: 1, claimCount: 1 });
    await insertCoupon(id, today, { title: "Ended one", start: -9, expiry: -1 });

    expect((await list(auth, { search: "monsoon" })).titles).toEqual(["Monsoon live"]);
    const byState = async (state: string) => (await list(auth, { state })).titles;
    expect(await byState("live")).toEqual(["Monsoon live"]);
    expect(await byState("listed")).toEqual(["Listed later"]);
    expect(await byState("paused")).toEqual(["Paused one"]);
    expect(await byState("claimed")).toEqual(["Claimed one"]);
    expect(await byState("expired")).toEqual(["Ended one"]);
    expect((await list(auth, { category: "Travel & Tourism" })).titles).toEqual(["Monsoon live"]);
    expect((await list(auth, { category: "Travel & Tourism", state: "listed" })).titles).toEqual([]);

    const bad = await list(auth, { state: "deleted" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown state "deleted". Allowed: live, listed, paused, claimed, expired.');
    expect((await list(auth, { sort: "random" })).status).toBe(400);
  });

  it("sorts by most claimed and by ending soonest across pages, with no coupon twice or left out", async () => {
    const { id, auth } = await partnerWithToken("tools-sort");
    const claims = [3, 0, 7, 3, 1];
    for (const [i, claimCount] of claims.entries())
      await insertCoupon(id, today, { title: `C${i}`, start: -1, expiry: 10 + i, claimCount });
    await insertCoupon(id, today, { title: "Ended long ago", start: -20, expiry: -10 });
    await insertCoupon(id, today, { title: "Ended yesterday", start: -20, expiry: -1 });
    await insertCoupon(id, today, { title: "Ends today", start: -1, expiry: 0 });

    const mostClaimed = await allPages(auth, { sort: "claimed" });
    expect(mostClaimed.slice(0, 4)).toEqual(["C2", "C3", "C0", "C4"]);
    // Equal counts: the newer first (C3 was added after C0).
    expect(mostClaimed.indexOf("C3")).toBeLessThan(mostClaimed.indexOf("C0"));
    expect(new Set(mostClaimed).size).toBe(8);

    const ending = await allPages(auth, { sort: "ending" });
    expect(ending).toEqual(["Ends today", "C0", "C1", "C2", "C3", "C4", "Ended yesterday", "Ended long ago"]);
  });

  it("refuses a cursor made for another order with 400, never page 1", async () => {
    const { id, auth } = await partnerWithToken("tools-cursor");
    for (const title of ["A", "B", "C"]) await insertCoupon(id, today, { title });
    const newest = await list(auth, { limit: "1" });
    expect(newest.next).toBeTruthy();
    const mixed = await list(auth, { sort: "claimed", cursor: newest.next! });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.code).toBe("validation_failed");
    // An "ending soonest" cursor naming a day PostgreSQL cannot read, or no day at all: 400, not a 500.
    for (const key of ["a0000-01-01", "a2026-02-31", "b1969-12-31"]) {
      const made = Buffer.from(`ending~${key}~2026-11-24T09:30:00.000Z_x`).toString("base64url");
      expect((await list(auth, { sort: "ending", cursor: made })).status, key).toBe(400);
    }
  });
});
