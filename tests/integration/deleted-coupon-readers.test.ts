import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../shared/next-runtime";

vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import * as statsCsv from "@/app/api/v1/coupon/stats.csv/route";
import * as follow from "@/app/go/[couponId]/route";
import * as offer from "@/app/api/v1/offers/[id]/route";
import * as offers from "@/app/api/v1/offers/route";
import * as views from "@/app/api/v1/offers/[id]/views/route";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import { claimCoupon, claimUserKey } from "@/lib/data/coupon-claims";
import { duplicateCoupon, endCoupon, pauseCoupon, resumeCoupon } from "@/lib/data/coupon-controls";
import { countSignals } from "@/lib/data/coupon-events";
import { couponHistory } from "@/lib/data/coupon-history";
import { listGroupedCoupons } from "@/lib/data/coupon-listing";
import { couponMetrics } from "@/lib/data/coupon-metrics";
import { couponResults } from "@/lib/data/coupon-results";
import { couponStats, dailyStats } from "@/lib/data/coupon-stats";
import {
  deleteCoupon,
  getCoupon,
  listCoupons,
  listCouponsByPhase,
  recentCoupons,
  updateCoupon,
} from "@/lib/data/coupons";
import { deleteDataHeldFor } from "@/lib/data/inbox";
import { partnerCouponPage } from "@/lib/data/partner-detail";
import { listPartnersForReview } from "@/lib/data/partner-review";
import {
  OFFER_ENDED_PATH,
  getPublicOffer,
  listPublicOffers,
  liveWhere,
  trackingTarget,
} from "@/lib/data/public-offers";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponUpdateSchema } from "@/lib/validations/coupon";
import { appHeaders, couponForm, insertCoupon, partnerWithToken } from "./coupon-helpers";
import { bearer, fromIp, get, uniqueIp } from "./partner-helpers";

// Decision 550: a partner's delete marks the coupon deleted and keeps its events, claims and history for
// the undo window. Every read below must leave it out; each one also shows the coupon kept beside it, so
// a read that answers nothing at all cannot pass.

const today = todayInIndia();
const ids = (list: { id: string }[]) => list.map((c) => c.id).sort();
const notFound = expect.objectContaining({ code: "not_found" });
const signal = (type: "VIEW" | "CLICK", couponId: string, visitor = `visitor-${couponId}`) => ({
  type,
  couponId,
  visitor,
  day: today,
  at: new Date(),
});

/** A partner with a live coupon kept and a live one deleted through the dashboard's action, both with figures. */
async function keptAndDeleted(prefix: string) {
  const partner = await partnerWithToken(prefix);
  request.cookies.set("authToken", partner.token);
  const brand = `${prefix}-${partner.id.slice(-8)}`;
  const kept = await insertCoupon(partner.id, today, { start: -1, expiry: 10, title: "kept", brand });
  const gone = await insertCoupon(partner.id, today, { start: -1, expiry: 10, title: "gone", brand });
  for (const coupon of [kept, gone]) {
    await countSignals(["VIEW", "CLICK"].map((type) => signal(type as "VIEW" | "CLICK", coupon.id)));
    await claimCoupon(coupon.id, claimUserKey(`user-of-${coupon.id}`));
    // What the claim operation queues, counted (decision 551).
    await countSignals([{ type: "CLAIM", couponId: coupon.id, visitor: "", day: today, at: new Date() }]);
  }
  const deleted = await deleteCouponAction({ id: gone.id });
  expect(deleted).toMatchObject({ ok: true });
  return { partner, brand, kept, gone };
}

beforeEach(() => request.cookies.clear());

describe("a deleted coupon is absent from every read (decision 550)", () => {
  it("is kept in the database, with its events and claims, until the undo window is over", async () => {
    const { gone } = await keptAndDeleted("deleted-kept");
    const row = await db.coupon.findUniqueOrThrow({ where: { id: gone.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await db.couponEvent.count({ where: { couponId: gone.id } })).toBe(2);
    expect(await db.couponClaim.count({ where: { couponId: gone.id } })).toBe(1);
  });

  it("the partner's lists, counts, figures and exports leave it out", async () => {
    const { partner, kept, gone } = await keptAndDeleted("deleted-partner");
    const only = [kept.id];
    expect(ids((await listCoupons(partner.id, {}, today)).coupons)).toEqual(only);
    const tabs = await listCouponsByPhase(partner.id, "lived", {}, today);
    expect(ids(tabs.coupons)).toEqual(only);
    expect(tabs.counts).toEqual({ listed: 0, lived: 1, expired: 0 });
    const grouped = await listGroupedCoupons(partner.id, {}, today);
    expect(ids([...grouped.listedCoupons, ...grouped.livedCoupons, ...grouped.expiredCoupons])).toEqual(only);
    expect(ids(await recentCoupons(partner.id, today))).toEqual(only);
    expect(await couponMetrics(partner.id, today)).toMatchObject({
      totalCoupons: 1,
      liveCoupons: 1,
      viewCount: 1,
      clickCount: 1,
      claimCount: 1,
    });
    expect(ids(await couponStats(partner.id, {}, today))).toEqual(only);
    const csv = await (await statsCsv.GET(get("/api/v1/coupon/stats.csv", bearer(partner.token)))).text();
    expect(csv).toContain(kept.id);
    expect(csv).not.toContain(gone.id);
    const days = await dailyStats(partner.id, 1, today);
    expect(days).toEqual([{ day: today, views: 1, clicks: 1, claims: 1, redemptions: 0, sales: 0 }]);
    expect(await couponResults(partner.id, gone.id, today)).toBeNull();
    expect(await couponResults(partner.id, kept.id, today)).not.toBeNull();
  });

  it("the partner's reads and writes of it answer 'not found', as for any unknown coupon", async () => {
    const { partner, kept, gone } = await keptAndDeleted("deleted-writes");
    await expect(getCoupon(partner.id, gone.id, today)).rejects.toEqual(notFound);
    await expect(couponHistory(partner.id, gone.id)).rejects.toEqual(notFound);
    await expect(
      updateCoupon(partner.id, gone.id, couponUpdateSchema.parse({ ...couponForm(), version: 1 }), { today }),
    ).rejects.toEqual(notFound);
    for (const control of [pauseCoupon, resumeCoupon, endCoupon, duplicateCoupon])
      await expect(control(partner.id, gone.id, today)).rejects.toEqual(notFound);
    await expect(deleteCoupon(partner.id, gone.id)).rejects.toEqual(notFound);
    expect(await getCoupon(partner.id, kept.id, today)).toMatchObject({ id: kept.id });
  });

  it("the public feed, offer, tracking link, views, clicks and claims treat it as gone", async () => {
    const { brand, kept, gone } = await keptAndDeleted("deleted-public");
    expect(ids((await listPublicOffers({ search: brand }, today))!.offers)).toEqual([kept.id]);
    const feed = await (await offers.GET(get(`/api/v1/offers?search=${brand}`, fromIp(uniqueIp())))).json();
    expect(ids(feed.data)).toEqual([kept.id]);
    expect(await getPublicOffer(gone.id, today)).toBeNull();
    const read = await offer.GET(get(`/api/v1/offers/${gone.id}`), { params: Promise.resolve({ id: gone.id }) });
    expect(read.status).toBe(404);
    expect(await trackingTarget(gone.id, today)).toEqual({ ended: true });
    const link = await follow.GET(get(`/go/${gone.id}`, fromIp(uniqueIp())), {
      params: Promise.resolve({ couponId: gone.id }),
    });
    expect(link.headers.get("location")).toBe(OFFER_ENDED_PATH);
    // The app cannot report a view of it, and a view or click queued before the delete is not counted.
    const viewed = await views.POST(
      new Request(`http://localhost/api/v1/offers/${gone.id}/views`, {
        method: "POST",
        headers: appHeaders("device-gone"),
      }),
      { params: Promise.resolve({ id: gone.id }) },
    );
    expect(viewed.status).toBe(404);
    await countSignals([signal("VIEW", gone.id, "another-visitor"), signal("CLICK", gone.id, "another-visitor")]);
    // Neither a new user nor the one who claimed it before gets a claim.
    expect(await claimCoupon(gone.id, claimUserKey("a-new-user"))).toBe("not_found");
    expect(await claimCoupon(gone.id, claimUserKey(`user-of-${gone.id}`))).toBe("not_found");
    const row = await db.coupon.findUniqueOrThrow({ where: { id: gone.id } });
    expect(row).toMatchObject({ viewCount: 1, clickCount: 1, claimCount: 1 });
    expect(await db.coupon.count({ where: { AND: [liveWhere(today), { id: { in: [kept.id, gone.id] } }] } })).toBe(1);
  });

  it("the console's partner page, partner list and a carried-out account deletion count it nowhere", async () => {
    const { partner, kept } = await keptAndDeleted("deleted-console");
    const page = await partnerCouponPage(partner.id, 1, today);
    expect(ids(page.rows)).toEqual([kept.id]);
    expect(page.total).toBe(1);
    expect(page.counts).toMatchObject({ live: 1, listed: 0, claimed: 0, paused: 0, expired: 0 });
    const list = await listPartnersForReview({ search: partner.email });
    expect(list.rows.map((r) => r.coupons)).toEqual([1]);
    const { outcome } = await db.$transaction((tx) => deleteDataHeldFor(partner.email, tx));
    expect(outcome.coupons).toBe(1);
  });
});

// Every place that reads or writes coupon rows, and how many queries it makes. A new query anywhere fails
// this list: make it leave deleted coupons out (ownedWhere / presentWhere, or `"deletedAt" IS NULL` in
// SQL), add it to the reads above, then count it here.
const COUPON_QUERIES: Record<string, number> = {
  // A made code's partner, read by the id the claim's own live read gave (decision 556).
  "lib/data/claim-code.ts": 1,
  "lib/data/console-overview.ts": 1,
  // The claim reads the coupon present (its shared code), then live; then, in its transaction, its cap and
  // code mode by the id those reads gave (a capped or pooled one under its row lock); a claim that finds no
  // room locks it and settles its status (decision 556, the claims review of 2026-11-30).
  "lib/data/coupon-claims.ts": 9,
  // Codes per claim: every read is ownedWhere or by the id a scoped read gave; a redemption's filter on the
  // coupon is ownedWhere too, and a deleted coupon's code is not found (claim-codes.test.ts). A redemption
  // cap's row lock (decision 563) only lines redemptions up; the update beside it is ownedWhere.
  "lib/data/coupon-codes.ts": 7,
  // End now's second write (a listed coupon's start, issue 49 m6) is scoped by ownedWhere like the first.
  "lib/data/coupon-controls.ts": 4,
  "lib/data/coupon-events.ts": 1,
  "lib/data/coupon-history.ts": 1,
  "lib/data/coupon-listing.ts": 1,
  "lib/data/coupon-metrics.ts": 5,
  // A partner's codes in use on open coupons (decision 559): scoped by ownedWhere.
  "lib/data/open-coupon-codes.ts": 1,
  // The Listing Page's sorted page: its where is listCoupons', which starts from ownedWhere.
  "lib/data/coupon-order.ts": 1,
  // The re-import's stored rows and the export read by ownedWhere; the update names a row read so.
  "lib/data/coupon-reimport.ts": 3,
  "lib/data/coupon-results.ts": 1,
  // Redemptions per day (decision 563) join the coupon with "deletedAt" IS NULL, as its views and claims do.
  "lib/data/coupon-stats.ts": 4,
  // The open-coupon ceiling (refuseOverOpenCeiling) counts by ownedWhere, for a create and for an undo.
  "lib/data/coupons.ts": 13,
  // The undo reads and restores the deleted row on purpose; the purge removes rows past the undo window.
  "lib/data/deleted-coupons.ts": 3,
  "lib/data/inbox.ts": 1,
  "lib/data/partner-detail.ts": 2,
  "lib/data/partner-review.ts": 1,
  "lib/data/public-offers.ts": 7,
  // Whether a file is in use, for the clean-up and the media library (decision 626): a deleted coupon still
  // holds its image until purged.
  "lib/data/uploads.ts": 1,
};
const QUERY = /\b(?:db|tx|client)\.coupon\.\w+\(|(?:FROM|JOIN) "Coupon"|select: \{ coupons\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("the coupon queries", () => {
  it("are the ones this file checks", () => {
    const root = process.cwd();
    const found: Record<string, number> = {};
    for (const file of [...sourceFiles(path.join(root, "lib")), ...sourceFiles(path.join(root, "app"))]) {
      const code = readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
        .join("\n");
      const count = code.match(QUERY)?.length ?? 0;
      if (count) found[path.relative(root, file)] = count;
    }
    expect(found).toEqual(COUPON_QUERIES);
  });
});
