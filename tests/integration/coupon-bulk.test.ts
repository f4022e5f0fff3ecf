import { beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../shared/next-runtime";

// The actions read the session cookie through next/headers: the shared request stand-in's jar.
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import * as bulkRoute from "@/app/api/v1/coupon/bulk/route";
import * as bulkRestoreRoute from "@/app/api/v1/coupon/bulk/restore/route";
import { bulkCouponsAction, bulkRestoreAction } from "@/lib/actions/bulk-coupons";
import { BULK_LIMIT_MESSAGE } from "@/lib/coupons/bulk-operations";
import { UNDO_EXPIRED_MESSAGE } from "@/lib/coupons/undo-delete";
import { db } from "@/lib/db";
import { BULK_COUPONS, LIMITS, MAX_OPEN_COUPONS } from "@/lib/limits/rules";
import { todayInIndia } from "@/lib/model/calendar-day";
import { fillCoupons, insertCoupon, jsonCall, partnerWithToken } from "./coupon-helpers";

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

describe("the same bulk actions through the partner API (decision 559)", () => {
  const noParams = { params: Promise.resolve({}) };
  const call = async (route: typeof bulkRoute, path: string, body: unknown, headers: Record<string, string>) => {
    const response = await route.POST(jsonCall("POST", path, body, headers), noParams);
    return { status: response.status, body: await response.json() };
  };

  it("POST /api/v1/coupon/bulk pauses or deletes the partner's own coupons, refuses another's as unknown, and its restore is the partner's own [security 40]", async () => {
    const me = await partnerWithToken("bulk-api");
    const them = await partnerWithToken("bulk-api-theirs");
    const [a, b] = [await insertCoupon(me.id, today, { start: -1 }), await insertCoupon(me.id, today, { start: -1 })];
    const theirs = await insertCoupon(them.id, today, { start: -1 });

    const paused = await call(bulkRoute, "/api/v1/coupon/bulk", { action: "pause", ids: [a.id, theirs.id] }, me.auth);
    expect(paused).toEqual({
      status: 200,
      body: {
        data: { done: [{ id: a.id }], failed: [{ id: theirs.id, message: "Coupon not found" }] },
        message: "1 coupon paused",
      },
    });
    expect((await db.coupon.findUniqueOrThrow({ where: { id: a.id } })).pausedAt).not.toBeNull();
    expect((await db.coupon.findUniqueOrThrow({ where: { id: theirs.id } })).pausedAt).toBeNull();

    const deleted = await call(bulkRoute, "/api/v1/coupon/bulk", { action: "delete", ids: [a.id, b.id] }, me.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("2 coupons deleted");
    const tokens: string[] = deleted.body.data.done.map((d: { undoToken: string }) => d.undoToken);
    expect(tokens).toHaveLength(2);
    const stolen = await call(bulkRestoreRoute, "/api/v1/coupon/bulk/restore", { undoTokens: tokens }, them.auth);
    expect(stolen.body.data).toEqual({
      done: [],
      failed: [
        { id: "", message: UNDO_EXPIRED_MESSAGE },
        { id: "", message: UNDO_EXPIRED_MESSAGE },
      ],
    });
    const restored = await call(bulkRestoreRoute, "/api/v1/coupon/bulk/restore", { undoTokens: tokens }, me.auth);
    expect(restored.body).toMatchObject({ message: "2 coupons restored" });
    expect(await db.coupon.count({ where: { partnerId: me.id, deletedAt: null } })).toBe(2);
  });

  it(`POST /api/v1/coupon/bulk/restore takes every token of a ${BULK_COUPONS}-coupon delete in one call`, async () => {
    const me = await partnerWithToken("bulk-api-all");
    const ids: string[] = [];
    for (let i = 0; i < BULK_COUPONS; i++) ids.push((await insertCoupon(me.id, today, { start: -1 })).id);
    const deleted = await call(bulkRoute, "/api/v1/coupon/bulk", { action: "delete", ids }, me.auth);
    expect(deleted.body.message).toBe(`${BULK_COUPONS} coupons deleted`);
    const tokens: string[] = deleted.body.data.done.map((d: { undoToken: string }) => d.undoToken);
    expect(JSON.stringify({ undoTokens: tokens }).length).toBeGreaterThan(16 * 1024);
    const restored = await call(bulkRestoreRoute, "/api/v1/coupon/bulk/restore", { undoTokens: tokens }, me.auth);
    expect(restored).toMatchObject({ status: 200, body: { message: `${BULK_COUPONS} coupons restored` } });
    expect(await db.coupon.count({ where: { partnerId: me.id, deletedAt: null } })).toBe(BULK_COUPONS);
  });

  it("an undo meets the rules a new coupon does: no code another open coupon took meanwhile, no more open than the ceiling", async () => {
    const me = await partnerWithToken("bulk-undo-rules");
    const deleteOne = async (id: string) => {
      const deleted = await call(bulkRoute, "/api/v1/coupon/bulk", { action: "delete", ids: [id] }, me.auth);
      return deleted.body.data.done.map((d: { undoToken: string }) => d.undoToken) as string[];
    };
    const restore = (undoTokens: string[]) =>
      call(bulkRestoreRoute, "/api/v1/coupon/bulk/restore", { undoTokens }, me.auth);
    const isDeleted = async (id: string) => (await db.coupon.findUniqueOrThrow({ where: { id } })).deletedAt !== null;

    const first = await insertCoupon(me.id, today, { start: -1, code: "SAME10" });
    const firstTokens = await deleteOne(first.id);
    await insertCoupon(me.id, today, { start: -1, code: "SAME10" });
    const sameCode = await restore(firstTokens);
    expect(sameCode.body.data).toEqual({ done: [], failed: [{ id: "", message: expect.stringContaining("SAME10") }] });
    expect(await isDeleted(first.id)).toBe(true);

    const last = await insertCoupon(me.id, today, { start: -1 });
    const lastTokens = await deleteOne(last.id);
    // One open coupon (the second SAME10) and as many more as fill the ceiling.
    await fillCoupons(me.id, today, MAX_OPEN_COUPONS - 1);
    const full = await restore(lastTokens);
    expect(full.body.data.failed).toHaveLength(1);
    expect(full.body.data.failed[0].message).toMatch(/1,?000/);
    expect(await isDeleted(last.id)).toBe(true);
  });

  it("answers a bad selection with a 400 naming the limit, an unknown action with the actions, and no token with 401", async () => {
    const me = await partnerWithToken("bulk-api-bad");
    const empty = await call(bulkRoute, "/api/v1/coupon/bulk", { action: "pause", ids: [] }, me.auth);
    const many = Array.from({ length: BULK_COUPONS + 1 }, (_, i) => `id-${i}`);
    const tooMany = await call(bulkRoute, "/api/v1/coupon/bulk", { action: "pause", ids: many }, me.auth);
    const unknown = await call(bulkRoute, "/api/v1/coupon/bulk", { action: "archive", ids: ["x"] }, me.auth);
    const refusal = (field: string, message: string) => ({
      status: 400,
      body: { error: { code: "validation_failed", message, fieldErrors: { [field]: [message] } }, message },
    });
    expect(empty).toEqual(refusal("ids", BULK_LIMIT_MESSAGE));
    expect(tooMany).toEqual(refusal("ids", BULK_LIMIT_MESSAGE));
    expect(unknown).toEqual(refusal("action", "Action must be one of: pause, resume, end, delete"));
    expect((await call(bulkRoute, "/api/v1/coupon/bulk", { action: "pause", ids: ["x"] }, {})).status).toBe(401);
  });
});
