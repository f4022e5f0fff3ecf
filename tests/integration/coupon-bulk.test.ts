import { beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../shared/next-runtime";

// The actions read the session cookie through next/headers: the shared request stand-in's jar.
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import { bulkCouponsAction, bulkRestoreAction } from "@/lib/actions/bulk-coupons";
import { BULK_LIMIT_MESSAGE } from "@/lib/coupons/bulk-operations";
import { UNDO_EXPIRED_MESSAGE } from "@/lib/coupons/undo-delete";
import { db } from "@/lib/db";
import { BULK_COUPONS, LIMITS } from "@/lib/limits/rules";
import { todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";

// Issue 49 capability 5: one action on many Listing Page cards, each coupon through its single write.

const today = todayInIndia();
const signIn = (token: string) => request.cookies.set("authToken", token);
const kinds = async (couponId: string) =>
  (await db.couponChange.findMany({ where: { couponId }, orderBy: { createdAt: "asc" } })).map((c) => c.kind);

beforeEach(() => request.cookies.clear());

describe("bulk actions on the partner's coupons (decision 559)", () => {
  it("pause, resume and end each selected coupon with its own history entry; another partner's id is not found [security 40]", async () => {
    const me = await partnerWithToken("bulk-mine");
    const them = await partnerWithToken("bulk-theirs");
    const [a, b] = [await insertCoupon(me.id, today, { start: -1 }), await insertCoupon(me.id, today, { start: -1 })];
    const theirs = await insertCoupon(them.id, today, { start: -1 });
    signIn(me.token);

    const paused = await bulkCouponsAction({ action: "pause", ids: [a!.id, b!.id, theirs.id] });
    expect(paused).toMatchObject({
      ok: true,
      message: "2 coupons paused",
      data: { done: [{ id: a!.id }, { id: b!.id }], failed: [{ id: theirs.id, message: "Coupon not found" }] },
    });
    expect((await db.coupon.findUniqueOrThrow({ where: { id: theirs.id } })).pausedAt).toBeNull();
    expect(await kinds(a!.id)).toEqual(["PAUSE"]);

    expect(await bulkCouponsAction({ action: "resume", ids: [a!.id, b!.id] })).toMatchObject({
      ok: true,
      message: "2 coupons resumed",
    });
    expect(await bulkCouponsAction({ action: "end", ids: [a!.id] })).toMatchObject({
      ok: true,
      message: "1 coupon ended",
    });
    expect(await kinds(a!.id)).toEqual(["PAUSE", "RESUME", "END"]);
    expect(await kinds(b!.id)).toEqual(["PAUSE", "RESUME"]);
  });

  it("delete takes every selected coupon, and one Undo brings them all back with their figures; not another partner's [security 40]", async () => {
    const me = await partnerWithToken("bulk-delete");
    const rows = [];
    for (let i = 0; i < 3; i++) rows.push(await insertCoupon(me.id, today, { title: `Bulk ${i}`, viewCount: 10 + i }));
    signIn(me.token);
    const deleted = await bulkCouponsAction({ action: "delete", ids: rows.map((r) => r.id) });
    expect(deleted).toMatchObject({ ok: true, message: "3 coupons deleted" });
    if (!deleted.ok) return;
    expect(await db.coupon.count({ where: { partnerId: me.id, deletedAt: null } })).toBe(0);
    const tokens = deleted.data.done.map((d) => d.undoToken!);
    expect(await bulkRestoreAction({ undoTokens: tokens })).toMatchObject({ ok: true, message: "3 coupons restored" });
    const back = await db.coupon.findMany({ where: { partnerId: me.id, deletedAt: null }, orderBy: { title: "asc" } });
    expect(back.map((r) => [r.title, r.viewCount])).toEqual([
      ["Bulk 0", 10],
      ["Bulk 1", 11],
      ["Bulk 2", 12],
    ]);
    // Another partner cannot use a delete's Undo [security 40].
    signIn(me.token);
    const again = await bulkCouponsAction({ action: "delete", ids: [rows[0]!.id] });
    const other = await partnerWithToken("bulk-delete-other");
    signIn(other.token);
    const stolen = await bulkRestoreAction({ undoTokens: [again.ok ? again.data.done[0]!.undoToken! : ""] });
    expect(stolen).toMatchObject({ ok: true, data: { done: [], failed: [{ message: UNDO_EXPIRED_MESSAGE }] } });
    expect((await db.coupon.findUniqueOrThrow({ where: { id: rows[0]!.id } })).deletedAt).not.toBeNull();
  });

  it(`refuses an empty selection, more than ${BULK_COUPONS} coupons, and an unknown action; the call is rate limited`, async () => {
    const me = await partnerWithToken("bulk-limits");
    signIn(me.token);
    expect(await bulkCouponsAction({ action: "pause", ids: [] })).toMatchObject({
      ok: false,
      formError: BULK_LIMIT_MESSAGE,
    });
    const many = Array.from({ length: BULK_COUPONS + 1 }, (_, i) => `id-${i}`);
    expect(await bulkCouponsAction({ action: "pause", ids: many })).toMatchObject({
      ok: false,
      formError: BULK_LIMIT_MESSAGE,
    });
    expect(await bulkCouponsAction({ action: "archive" as "pause", ids: ["x"] })).toMatchObject({
      ok: false,
      code: "validation_failed",
    });
    expect(LIMITS.couponBulk.limit).toBeGreaterThan(0);
  });
});
