import { beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../shared/next-runtime";

vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import * as follow from "@/app/go/[couponId]/route";
import { deleteCouponAction } from "@/lib/actions/delete-coupon";
import { restoreCouponAction } from "@/lib/actions/restore-coupon";
import { UNDO_WINDOW_MS, restoreDeletedCoupon, undoToken } from "@/lib/coupons/undo-delete";
import { claimCoupon, claimUserKey } from "@/lib/data/coupon-claims";
import { pauseCoupon } from "@/lib/data/coupon-controls";
import { countSignals } from "@/lib/data/coupon-events";
import { couponHistory } from "@/lib/data/coupon-history";
import { couponResults } from "@/lib/data/coupon-results";
import { deleteCoupon, updateCoupon } from "@/lib/data/coupons";
import { OFFER_ENDED_PATH } from "@/lib/data/public-offers";
import { db } from "@/lib/db";
import { housekeeping } from "@/lib/housekeeping";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { couponUpdateSchema } from "@/lib/validations/coupon";
import { couponForm, insertCoupon, partnerWithToken } from "./coupon-helpers";
import { fromIp, get, uniqueIp } from "./partner-helpers";

// Issue 49 M1 (decision 550): Undo brings a deleted coupon back with its figures, its claims (so the
// same app user cannot claim it twice) and its history; after the window nothing brings it back, and
// the housekeeping removes it for good.

const today = todayInIndia();
const ok = <T>(result: { ok: true; data: T } | { ok: false; formError?: string }): T => {
  if (!result.ok) throw new Error(`action failed: ${result.formError}`);
  return result.data;
};

/** A live coupon with two views, a click, a claim by `claimer` and one edit, its partner signed in. */
async function couponWithFigures(prefix: string) {
  const partner = await partnerWithToken(prefix);
  request.cookies.set("authToken", partner.token);
  const coupon = await insertCoupon(partner.id, today, { start: -1, expiry: 10, title: "before" });
  const signal = (type: "VIEW" | "CLICK", visitor: string) => ({
    type,
    couponId: coupon.id,
    visitor,
    day: today,
    at: new Date(),
  });
  await countSignals([signal("VIEW", "visitor-1"), signal("VIEW", "visitor-2"), signal("CLICK", "visitor-1")]);
  const claimer = claimUserKey(`claimer-${coupon.id}`);
  expect(await claimCoupon(coupon.id, claimer)).toMatchObject({ created: true });
  // What the claim operation queues, counted (decision 551).
  await countSignals([{ type: "CLAIM", couponId: coupon.id, visitor: "", day: today, at: new Date() }]);
  const form = couponForm({
    title: "after",
    startDate: addDays(today, -1),
    expiryDate: addDays(today, 10),
    image: coupon.imageUrl,
  });
  await updateCoupon(partner.id, coupon.id, couponUpdateSchema.parse({ ...form, version: 1 }), today);
  return { partner, coupon, claimer };
}

beforeEach(() => request.cookies.clear());

describe("Undo after a delete", () => {
  it("restores views, clicks, claims and history; the same app user cannot claim it again", async () => {
    const { partner, coupon, claimer } = await couponWithFigures("undo-figures");
    const before = await couponResults(partner.id, coupon.id, today);
    expect(before).toMatchObject({ window: { views: 2, clicks: 1, claims: 1 } });

    const { undoToken: token } = ok(await deleteCouponAction({ id: coupon.id }));
    const restored = ok(await restoreCouponAction({ undoToken: token }));
    expect(restored).toMatchObject({ id: coupon.id, title: "after", views: 2, clicks: 1, claims: 1 });

    expect(await couponResults(partner.id, coupon.id, today)).toEqual(before);
    expect((await couponHistory(partner.id, coupon.id)).map((c) => c.kind)).toEqual(["edit"]);
    expect(await claimCoupon(coupon.id, claimer)).toMatchObject({ created: false });
    expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).claimCount).toBe(1);
    expect(await claimCoupon(coupon.id, claimUserKey("someone-new"))).toMatchObject({ created: true });
    // It runs again as before: the tracking link leads to the offer.
    const link = await follow.GET(get(`/go/${coupon.id}`, fromIp(uniqueIp())), {
      params: Promise.resolve({ couponId: coupon.id }),
    });
    expect(link.headers.get("location")).not.toBe(OFFER_ENDED_PATH);
    // A second Undo of the same delete restores nothing more.
    expect(await restoreCouponAction({ undoToken: token })).toMatchObject({ ok: false });
  });

  it("keeps a pause and the history of the pause; a later delete needs its own token", async () => {
    const { partner, coupon } = await couponWithFigures("undo-paused");
    await pauseCoupon(partner.id, coupon.id, today);
    const first = ok(await deleteCouponAction({ id: coupon.id }));
    ok(await restoreCouponAction({ undoToken: first.undoToken }));
    const second = ok(await deleteCouponAction({ id: coupon.id }));
    expect(await restoreCouponAction({ undoToken: first.undoToken })).toMatchObject({ ok: false });
    expect(ok(await restoreCouponAction({ undoToken: second.undoToken }))).toMatchObject({ paused: true });
    expect((await couponHistory(partner.id, coupon.id)).map((c) => c.kind)).toEqual(["pause", "edit"]);
  });

  it("is refused once the window is over; the housekeeping then removes the coupon with its events, claims and history", async () => {
    const { partner, coupon } = await couponWithFigures("undo-window");
    const recent = await insertCoupon(partner.id, today, { title: "deleted just now" });
    // Deleted a minute more than the window ago (the housekeeping runs on the real clock: decision 816).
    const row = await deleteCoupon(partner.id, coupon.id, new Date(Date.now() - UNDO_WINDOW_MS - 60_000));
    const justNow = await deleteCoupon(partner.id, recent.id);
    await expect(restoreDeletedCoupon(partner.id, undoToken(row))).rejects.toMatchObject({ code: "invalid_grant" });

    const result = await housekeeping(new Date());
    expect(result.deletedCoupons).toBeGreaterThanOrEqual(1);
    expect(await db.coupon.count({ where: { id: coupon.id } })).toBe(0);
    expect(await db.couponEvent.count({ where: { couponId: coupon.id } })).toBe(0);
    expect(await db.couponClaim.count({ where: { couponId: coupon.id } })).toBe(0);
    expect(await db.couponChange.count({ where: { couponId: coupon.id } })).toBe(0);
    // The one deleted within the window stays, and can still come back.
    expect(await db.coupon.count({ where: { id: justNow.id } })).toBe(1);
    expect(await restoreDeletedCoupon(partner.id, undoToken(justNow))).toMatchObject({ id: recent.id });
    // The removed one's tracking link still says the offer ended (decision 810's record of deleted ids).
    const link = await follow.GET(get(`/go/${coupon.id}`, fromIp(uniqueIp())), {
      params: Promise.resolve({ couponId: coupon.id }),
    });
    expect(link.headers.get("location")).toBe(OFFER_ENDED_PATH);
  });
});
