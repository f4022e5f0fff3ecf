// How to call each signed-in partner operation so it succeeds, and the recipes for its own refusals
// (./provoke.ts has the generic ones): the profile, notifications, coupons, their import and images.
import { randomUUID } from "node:crypto";
import { createCoupon, deleteCoupon, importCoupons, updateCoupon, uploadCouponImage } from "@/lib/coupons/operations";
import { bulkCouponAction, bulkRestoreCoupons } from "@/lib/coupons/bulk-operations";
import { duplicateCoupon, endCoupon, pauseCoupon, resumeCoupon } from "@/lib/coupons/running-operations";
import { undoToken } from "@/lib/coupons/undo-delete";
import { deleteCoupon as removeCoupon } from "@/lib/data/coupons";
import { db } from "@/lib/db";
import { endAllSessions, endSession, updateProfile } from "@/lib/partner-account/operations";
import type { Operation } from "@/lib/operations/operation";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { couponForm, insertCoupon } from "../coupon-helpers";
import { createPartner, sessionTokenFor } from "../partner-helpers";
import { type Call, jsonBody } from "./app";
import { failingStore } from "./failing-store";
import { type Bucket, Callers, type Spec } from "./provoke";

/** The first bytes of a PNG: enough for the type check, which reads the bytes (decision 501). */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

export function multipart(bytes: Uint8Array<ArrayBuffer> | null, name = "photo.png"): FormData {
  const form = new FormData();
  if (bytes) form.set("file", new Blob([bytes]), name);
  return form;
}

type Signed = { id: string; auth: Record<string, string> };
const as = (signed: Signed, call: Omit<Call, "headers">, headers: Record<string, string> = {}): Call => ({
  ...call,
  headers: { ...headers, ...signed.auth },
});
const withJson = (method: Call["method"], path: string, body: unknown) => (signed: Signed) => {
  const json = jsonBody(body);
  return as(signed, { method, path, body: json.body }, json.headers);
};
const read = (path: string): Spec => ({ ok: async (c) => as(await c.partner(), { method: "GET", path }) });

/** The bucket an operation's own rate limit takes from for the signed-in partner. */
export const accountBucket =
  (operation: Operation, who: (c: Callers) => Promise<string>) =>
  async (_call: Call, c: Callers): Promise<Bucket[]> => [
    { rule: operation.rateLimit!, key: `${operation.name}:${await who(c)}` },
  ];
const partnerBucket = (operation: Operation) =>
  accountBucket(operation, async (c) => `partner:${(await c.partner()).id}`);

/** The recipes an image upload has in both APIs: no file, not an image, and the store failing. */
export function uploadAnswers(path: string, signedIn: (c: Callers) => Promise<Signed>): Spec["answers"] {
  const upload = async (c: Callers, bytes: Uint8Array<ArrayBuffer> | null, name?: string) =>
    as(await signedIn(c), { method: "POST", path, body: multipart(bytes, name) });
  return {
    400: async (app, status) => app.send(await upload(new Callers(), null), status),
    415: async (app, status) =>
      app.send(await upload(new Callers(), new TextEncoder().encode("<html></html>"), "page.png"), status),
    502: async (app, status) => {
      const call = await upload(new Callers(), PNG);
      await failingStore(() => app.send(call, status));
    },
  };
}

const csv = () => {
  const today = todayInIndia();
  return [
    "title,brand,link,code,actualPricing,discountedPrice,category,startDate,expiryDate,description,image",
    `CSV deal ${randomUUID().slice(0, 8)},Brand,https://brand.example,CODE1,200,100,Food & Beverage,${today},${addDays(today, 10)},From a file,https://img.example/x.png`,
    "",
  ].join("\n");
};

const anotherPartnersCoupon = async () =>
  insertCoupon((await createPartner({ prefix: "contract-other" })).id, todayInIndia());

const couponEdit = (method: "PATCH" | "PUT"): Spec => {
  const edit = (id: string, version: number) => withJson(method, `/api/v1/coupon/${id}`, couponForm({ version }));
  return {
    ok: async (c) => {
      const partner = await c.partner();
      const coupon = await insertCoupon(partner.id, todayInIndia());
      return edit(coupon.id, coupon.version)(partner);
    },
    buckets: partnerBucket(updateCoupon),
    answers: {
      404: async (app, status) => {
        const c = new Callers();
        const theirs = await anotherPartnersCoupon();
        await app.send(edit(theirs.id, theirs.version)(await c.partner()), status);
      },
      // Saved by someone else since it was read.
      409: async (app, status) => {
        const c = new Callers();
        const partner = await c.partner();
        const coupon = await insertCoupon(partner.id, todayInIndia(), { version: 3 });
        await app.send(edit(coupon.id, 2)(partner), status);
      },
    },
  };
};

const couponItem = (method: "GET" | "DELETE"): Spec => ({
  ok: async (c) => {
    const partner = await c.partner();
    const coupon = await insertCoupon(partner.id, todayInIndia());
    return as(partner, { method, path: `/api/v1/coupon/${coupon.id}` });
  },
  ...(method === "DELETE" ? { buckets: partnerBucket(deleteCoupon) } : {}),
  answers: {
    // Another partner's coupon is as unknown as one nobody has.
    404: async (app, status) => {
      const c = new Callers();
      const theirs = await anotherPartnersCoupon();
      await app.send(as(await c.partner(), { method, path: `/api/v1/coupon/${theirs.id}` }), status);
    },
  },
});

/** A call on one of the caller's coupons (pause, resume, end, duplicate, history); another partner's is 404. */
const couponAction = (method: "GET" | "POST", action: string, operation?: Operation): Spec => ({
  ok: async (c) => {
    const partner = await c.partner();
    const coupon = await insertCoupon(partner.id, todayInIndia(), {
      pausedAt: action === "resume" ? new Date() : null,
    });
    return as(partner, { method, path: `/api/v1/coupon/${coupon.id}/${action}` });
  },
  ...(operation?.rateLimit ? { buckets: partnerBucket(operation) } : {}),
  ...(operation?.once ? { once: operation } : {}),
  answers: {
    404: async (app, status) => {
      const theirs = await anotherPartnersCoupon();
      await app.send(
        as(await new Callers().partner(), { method, path: `/api/v1/coupon/${theirs.id}/${action}` }),
        status,
      );
    },
  },
});

const profileEdit = (method: "PATCH" | "PUT"): Spec => ({
  ok: async (c) => withJson(method, "/api/v1/user", { companyName: "Rao Foods & Co" })(await c.partner()),
  buckets: partnerBucket(updateProfile),
});

/** Another device of `partner`'s, signed in beside the caller's: the id Password & Security would end. */
async function otherDevice(partner: { id: string; email: string }) {
  await sessionTokenFor(partner, "Firefox on Linux");
  const row = await db.partnerSession.findFirstOrThrow({
    where: { partnerId: partner.id, device: "Firefox on Linux" },
  });
  return row.id;
}
const endDevice = async (signed: Signed, id: string) =>
  as(signed, { method: "DELETE", path: `/api/v1/user/sessions/${id}` });

export const partnerOperations: Record<string, Spec> = {
  listSessions: read("/api/v1/user/sessions"),
  endAllSessions: {
    ok: async (c) => as(await c.partner(), { method: "DELETE", path: "/api/v1/user/sessions" }),
    buckets: partnerBucket(endAllSessions),
  },
  endSession: {
    ok: async (c) => {
      const partner = await c.partner();
      return endDevice(partner, await otherDevice(partner));
    },
    buckets: partnerBucket(endSession),
    answers: {
      // Another partner's session is as unknown as one that never was.
      404: async (app, status) => {
        const theirs = await createPartner({ prefix: "contract-other" });
        await app.send(await endDevice(await new Callers().partner(), await otherDevice(theirs)), status);
      },
    },
  },
  getUser: read("/api/v1/user"),
  updateUser: profileEdit("PATCH"),
  replaceUser: profileEdit("PUT"),
  listNotifications: read("/api/v1/notifications"),
  listCoupons: {
    ...read("/api/v1/coupon"),
    answers: {
      400: async (app, status) =>
        app.send(as(await new Callers().partner(), { method: "GET", path: "/api/v1/coupon?limit=0" }), status),
    },
  },
  createCoupon: {
    ok: async (c) =>
      withJson(
        "POST",
        "/api/v1/coupon",
        couponForm({ title: `Contract ${randomUUID().slice(0, 8)}` }),
      )(await c.partner()),
    buckets: partnerBucket(createCoupon),
    once: createCoupon,
  },
  listGroupedCoupons: {
    ...read("/api/v1/coupon/listed"),
    answers: {
      304: async (app, status) => {
        const partner = await new Callers().partner();
        const call = as(partner, { method: "GET", path: "/api/v1/coupon/listed" });
        const first = await app.serve(call);
        const etag = first.headers.get("etag")!;
        await app.check(call, first, 200);
        await app.send({ ...call, headers: { ...call.headers, "if-none-match": etag } }, status);
      },
    },
  },
  couponMetrics: read("/api/v1/coupon/metrics"),
  couponStatsCsv: read("/api/v1/coupon/stats.csv"),
  couponDailyStatsCsv: read("/api/v1/coupon/stats/daily.csv"),
  exportCouponsCsv: read("/api/v1/coupon/export.csv"),
  importCoupons: {
    ok: async (c) =>
      as(
        await c.partner(),
        { method: "POST", path: "/api/v1/coupon/import", body: csv() },
        { "content-type": "text/csv" },
      ),
    buckets: partnerBucket(importCoupons),
    once: importCoupons,
    answers: {
      // A file with rows and no values: every failing row named, nothing stored.
      400: async (app, status) => {
        const call = { method: "POST", path: "/api/v1/coupon/import", body: "title\n\n" } as const;
        await app.send(as(await new Callers().partner(), call, { "content-type": "text/csv" }), status);
      },
    },
  },
  getCoupon: couponItem("GET"),
  updateCoupon: couponEdit("PATCH"),
  replaceCoupon: couponEdit("PUT"),
  deleteCoupon: couponItem("DELETE"),
  pauseCoupon: couponAction("POST", "pause", pauseCoupon),
  resumeCoupon: couponAction("POST", "resume", resumeCoupon),
  endCoupon: couponAction("POST", "end", endCoupon),
  duplicateCoupon: couponAction("POST", "duplicate", duplicateCoupon),
  couponHistory: couponAction("GET", "history"),
  // Many at once (decision 559): another partner's id is refused inside the 200, as an unknown one.
  bulkCoupons: {
    ok: async (c) => {
      const partner = await c.partner();
      const coupon = await insertCoupon(partner.id, todayInIndia());
      return withJson("POST", "/api/v1/coupon/bulk", { action: "pause", ids: [coupon.id] })(partner);
    },
    buckets: partnerBucket(bulkCouponAction),
  },
  bulkRestoreCoupons: {
    ok: async (c) => {
      const partner = await c.partner();
      const coupon = await insertCoupon(partner.id, todayInIndia());
      const token = undoToken(await removeCoupon(partner.id, coupon.id));
      return withJson("POST", "/api/v1/coupon/bulk/restore", { undoTokens: [token] })(partner);
    },
    buckets: partnerBucket(bulkRestoreCoupons),
  },
  uploadImage: {
    ok: async (c) => as(await c.partner(), { method: "POST", path: "/api/v1/upload", body: multipart(PNG) }),
    buckets: partnerBucket(uploadCouponImage),
    answers: uploadAnswers("/api/v1/upload", (c) => c.partner()),
  },
};
