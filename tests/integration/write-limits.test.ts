import { existsSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, inject, vi } from "vitest";
import { request } from "../shared/next-runtime";

// The actions read the session cookie through next/headers: the shared request stand-in's jar.
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
// Every key written to the local store by this file's uploads (other files share the folder).
const written = vi.hoisted(() => [] as string[]);
vi.mock(import("@/lib/storage/file-store"), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    localStore: (dir: string) => {
      const store = actual.localStore(dir);
      return { ...store, put: (key, bytes, type) => (written.push(key), store.put(key, bytes, type)) };
    },
  };
});

import * as staffUpload from "@/app/api/admin/uploads/route";
import * as importRoute from "@/app/api/v1/coupon/import/route";
import * as couponRoot from "@/app/api/v1/coupon/route";
import * as couponOne from "@/app/api/v1/coupon/[id]/route";
import * as userRoute from "@/app/api/v1/user/route";
import * as upload from "@/app/api/v1/upload/route";
import { createCouponAction } from "@/lib/actions/create-coupon";
import { importCouponsAction } from "@/lib/actions/import-coupons";
import { db } from "@/lib/db";
import { withWait } from "@/lib/format/wait";
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_MESSAGE, LIMITS } from "@/lib/limits/rules";
import { spend as spendAll } from "@/lib/limits/limiter";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponForm, insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { createStaff, staffToken } from "./staff-helpers";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const TOO_MANY = "Too many requests. Please try again later.";

function uploadRequest(url: string, auth: Record<string, string>, file: Blob | null = new Blob([PNG])) {
  const form = new FormData();
  if (file) form.set("file", file, "photo.png");
  return new Request(url, { method: "POST", headers: auth, body: form });
}
const partnerUpload = (auth: Record<string, string>, file?: Blob | null) =>
  upload.POST(uploadRequest("http://localhost/api/v1/upload", auth, file));

const emptyCsv = (auth: Record<string, string>) =>
  importRoute.POST(
    new Request("http://localhost/api/v1/coupon/import", {
      method: "POST",
      headers: { "content-type": "text/csv", ...auth },
      body: "",
    }),
  );

/** Sends `count` requests that each spend one use of the budget, checking none was refused for it. */
async function spend(count: number, send: () => Promise<Response>) {
  for (let i = 0; i < count; i++) expect((await send()).status).not.toBe(429);
}

/** 429, a Retry-After within the window, and the message in both places the partner API puts it. */
async function expectRateLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = (await response.json()) as { error: { code: string; message: string }; message: string };
  // The message says the same wait as Retry-After (issue 49 m24).
  const message = withWait(TOO_MANY, retryAfter);
  expect(body).toMatchObject({ error: { code: "rate_limited", message }, message });
}

beforeEach(() => {
  request.cookies.clear();
});

describe("per-account rate limits on partner and staff writes (decision 801)", () => {
  it("coupon.upload-image: past the hourly limit the API answers 429 with Retry-After and stores nothing [security 24]", async () => {
    const { id, auth } = await partnerWithToken("limit-upload");
    const rule = LIMITS.partnerUpload;
    // Refused uploads (no file) count as well: the budget is for attempts, not for successes.
    await spend(rule.limit - 1, () => partnerUpload(auth, null));
    expect((await partnerUpload(auth)).status).toBe(201);
    await expectRateLimited(await partnerUpload(auth), rule.windowSeconds);
    expect(await db.upload.count({ where: { partnerId: id } })).toBe(1);
    // Another partner's budget is their own.
    const other = await partnerWithToken("limit-upload-other");
    expect((await partnerUpload(other.auth)).status).toBe(201);
  });

  it("staff.upload-image: the staff member's own hourly limit [security 24]", async () => {
    const staff = await createStaff("EDITOR");
    const auth = { authorization: `Bearer ${await staffToken(staff.staffId)}` };
    const send = (file?: Blob | null) =>
      staffUpload.POST(uploadRequest("http://localhost/api/admin/uploads", auth, file));
    const rule = LIMITS.staffUpload;
    await spend(rule.limit - 1, () => send(null));
    const stored = await send();
    expect(stored.status).toBe(201);
    await expectRateLimited(await send(), rule.windowSeconds);
    expect(await db.upload.count({ where: { staffId: staff.staffId } })).toBe(1);
  });

  it("coupon.import: 429 from the API, and the form's action shows the message with the wait [security 24]", async () => {
    const partner = await partnerWithToken("limit-import");
    const rule = LIMITS.couponImport;
    await spend(rule.limit, () => emptyCsv(partner.auth));
    await expectRateLimited(await emptyCsv(partner.auth), rule.windowSeconds);

    request.cookies.set("authToken", partner.token);
    const form = new FormData();
    form.set("file", new File(["title\n"], "coupons.csv", { type: "text/csv" }));
    const result = await importCouponsAction(null, form);
    expect(result).toMatchObject({ ok: false, code: "rate_limited", formError: TOO_MANY });
    expect(result.ok === false && result.retryAfterSeconds).toBeGreaterThan(0);
    expect(await db.coupon.count({ where: { partnerId: partner.id } })).toBe(0);
  });

  it("coupon.create: the form and the API share one budget per partner [security 24]", async () => {
    const partner = await partnerWithToken("limit-create");
    const rule = LIMITS.couponCreate;
    // Invalid bodies are refused after the limit is taken: cheap uses of the budget.
    await spend(rule.limit - 1, () => couponRoot.POST(jsonCall("POST", "/api/v1/coupon", {}, partner.auth)));
    request.cookies.set("authToken", partner.token);
    expect(await createCouponAction(couponForm())).toMatchObject({ ok: true });

    const refused = await createCouponAction(couponForm({ title: "One too many" }));
    expect(refused).toMatchObject({ ok: false, code: "rate_limited", formError: TOO_MANY });
    expect(refused.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(rule.windowSeconds);
    await expectRateLimited(
      await couponRoot.POST(jsonCall("POST", "/api/v1/coupon", couponForm({ title: "Via the API" }), partner.auth)),
      rule.windowSeconds,
    );
    expect(await db.coupon.count({ where: { partnerId: partner.id } })).toBe(1);
  });
});

describe("the other repeatable partner writes have their budgets too", () => {
  it("coupon.update, coupon.delete and partner.update-profile: 429 with Retry-After once spent, nothing changed [security 24]", async () => {
    const partner = await partnerWithToken("limit-edits");
    const coupon = await insertCoupon(partner.id, todayInIndia(), { start: -1 });
    const spent = (operation: string, rule: "couponEdit" | "couponDelete" | "profileUpdate") =>
      spendAll({ rule, key: `${operation}:partner:${partner.id}` });

    await spent("coupon.update", "couponEdit");
    const edit = jsonCall("PATCH", `/api/v1/coupon/${coupon.id}`, { title: "Looped" }, partner.auth);
    await expectRateLimited(await couponOne.PATCH(edit, params(coupon.id)), LIMITS.couponEdit.windowSeconds);
    // Refused before anything is read: a body that is no JSON, or another partner's coupon, costs no parse
    // and no read of the stored coupon the patch would merge into (they answered 400 and 404 before).
    const unreadable = new Request(`http://localhost/api/v1/coupon/${coupon.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...partner.auth },
      body: "{ not json",
    });
    await expectRateLimited(await couponOne.PATCH(unreadable, params(coupon.id)), LIMITS.couponEdit.windowSeconds);
    const theirs = await insertCoupon((await partnerWithToken("limit-edits-other")).id, todayInIndia());
    const other = jsonCall("PATCH", `/api/v1/coupon/${theirs.id}`, { title: "Looped" }, partner.auth);
    await expectRateLimited(await couponOne.PATCH(other, params(theirs.id)), LIMITS.couponEdit.windowSeconds);
    await spent("coupon.delete", "couponDelete");
    const remove = jsonCall("DELETE", `/api/v1/coupon/${coupon.id}`, undefined, partner.auth);
    await expectRateLimited(await couponOne.DELETE(remove, params(coupon.id)), LIMITS.couponDelete.windowSeconds);
    expect(await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({
      title: coupon.title,
      deletedAt: null,
    });

    await spent("partner.update-profile", "profileUpdate");
    const profile = jsonCall("PATCH", "/api/v1/user", { firstName: "Looped" }, partner.auth);
    await expectRateLimited(await userRoute.PATCH(profile), LIMITS.profileUpdate.windowSeconds);
    expect((await db.partner.findUniqueOrThrow({ where: { id: partner.id } })).firstName).not.toBe("Looped");
  });
});

describe("storage quota per uploader (decision 801)", () => {
  /** Files written since `from` (an index into `written`) that are on disk with no record: must be none. */
  const unrecordedSince = async (from: number) => {
    const keys = written.slice(from).filter((key) => existsSync(path.join(inject("dataDir"), "uploads", key)));
    const recorded = await db.upload.findMany({ where: { key: { in: keys } }, select: { key: true } });
    return keys.filter((key) => !recorded.some((r) => r.key === key));
  };
  /** Records standing for files the partner already has, `bytes` in all. */
  const alreadyStored = (partnerId: string, bytes: number) =>
    db.upload.create({
      data: {
        partnerId,
        key: `held-${partnerId}.png`,
        url: `/uploads/held-${partnerId}.png`,
        contentType: "image/png",
        size: bytes,
      },
    });

  it("stores an upload that exactly fills the quota and refuses the next with 413 and nothing stored", async () => {
    const { id, auth } = await partnerWithToken("quota");
    await alreadyStored(id, UPLOAD_QUOTA_BYTES.partner - 2 * PNG.byteLength);
    expect((await partnerUpload(auth)).status).toBe(201);
    expect((await partnerUpload(auth)).status).toBe(201);

    const from = written.length;
    const refused = await partnerUpload(auth);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      error: { code: "quota_exceeded", message: UPLOAD_QUOTA_MESSAGE },
      message: UPLOAD_QUOTA_MESSAGE,
    });
    expect(await db.upload.count({ where: { partnerId: id } })).toBe(3);
    expect(written.length).toBe(from); // refused before a byte was written
  });

  it("two uploads racing for the last space: one is stored, the other refused and its file removed", async () => {
    const { id, auth } = await partnerWithToken("quota-race");
    await alreadyStored(id, UPLOAD_QUOTA_BYTES.partner - PNG.byteLength);
    const from = written.length;
    const statuses = (await Promise.all([partnerUpload(auth), partnerUpload(auth)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 413]);
    expect(await db.upload.count({ where: { partnerId: id } })).toBe(2);
    // The loser was refused before writing, or wrote and removed its file again.
    expect(await unrecordedSince(from)).toEqual([]);
  });
});
