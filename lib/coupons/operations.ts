import "server-only";
import { countOf } from "@/lib/format/count-of";
import { z } from "zod";
import { toCouponView } from "@/lib/data/coupon-shape";
import * as coupons from "@/lib/data/coupons";
import { defineOperation } from "@/lib/operations/operation";
import { todayInIndia } from "@/lib/model/calendar-day";
import { validationError } from "@/lib/errors";
import {
  couponIdSchema,
  couponSchema,
  couponSearchSchema,
  couponUpdateSchema,
  storedDateIssues,
} from "@/lib/validations/coupon";
import { storeImage } from "@/lib/storage";
import { IMPORT_MESSAGES } from "./csv-import";
import { offersChanged } from "./offer-cache";
import { importCouponsCsv } from "./import-coupons";
import { UNDO_WINDOW_MS, restoreDeletedCoupon, undoToken } from "./undo-delete";

// The partner's coupon writes (decision 016): the dashboard's forms and the JSON API run these same
// definitions. Every query takes the session's partner id: another partner's coupon is "not found".

/** A partner's write that may change what the app shows: the feed and the partner's offers are read again. */
export const changesPartnerOffers = {
  committed: (_input: unknown, _outcome: unknown, { actor }: { actor: { partnerId: string } }) =>
    offersChanged({ partnerId: actor.partnerId }),
};

/** A malformed id is as unknown as another partner's: 404, never a validation message about it. */
export const couponId = z.string().transform((id) => (couponIdSchema.safeParse({ id }).success ? id.trim() : ""));

export const createCoupon = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.create",
  audience: "partner",
  input: couponSchema,
  rateLimit: "couponCreate",
  // The coupon and its stored answer commit together: a retry after a lost connection is never a second row.
  once: { transactional: true },
  run: async (values, { actor, tx }) => ({
    data: await coupons.createCoupon(actor.partnerId, values, { client: tx }),
    message: "Coupon listed successfully",
    status: 201,
  }),
});

/** The whole form and the `version` read; 409 when someone saved in between (decision 501). */
export const updateCoupon = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.update",
  audience: "partner",
  rateLimit: "couponEdit",
  input: z.intersection(z.object({ id: couponId }), couponUpdateSchema),
  run: async ({ id, ...values }, { actor }) => {
    const today = todayInIndia();
    // The dates against the coupon as stored: a live coupon keeps its start (decision 545).
    const accept = (stored: coupons.StoredDates) => {
      const issues = storedDateIssues(values, stored, today);
      if (issues.length) throw validationError(issues);
    };
    return {
      data: await coupons.updateCoupon(actor.partnerId, id, values, { today, accept }),
      message: "Coupon updated successfully",
    };
  },
});

/**
 * Answers the deleted coupon, the token `restoreCoupon` takes to undo it and how many seconds it may
 * (decision 550: the coupon is only marked deleted until then).
 */
export const deleteCoupon = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.delete",
  audience: "partner",
  rateLimit: "couponDelete",
  input: z.object({ id: couponId }),
  run: async ({ id }, { actor }) => {
    const row = await coupons.deleteCoupon(actor.partnerId, id);
    return {
      data: {
        coupon: toCouponView(row, todayInIndia()),
        undoToken: undoToken(row),
        undoSeconds: UNDO_WINDOW_MS / 1000,
      },
      message: "Coupon deleted successfully",
    };
  },
});

/** Undo a delete within its window (decision 501). */
export const restoreCoupon = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.restore",
  audience: "partner",
  rateLimit: "couponDelete",
  input: z.object({ undoToken: z.string().min(1).max(512) }),
  run: async ({ undoToken: token }, { actor }) => ({
    data: await restoreDeletedCoupon(actor.partnerId, token),
    message: "Coupon restored",
  }),
});

/** A page of the partner's own coupons, newest first ('Load more'; GET /api/v1/coupon). */
export const listCoupons = defineOperation({
  name: "coupon.list",
  audience: "partner",
  apiKey: true,
  input: couponSearchSchema,
  run: async (query, { actor }) => ({ data: await coupons.listCoupons(actor.partnerId, query) }),
});

/** A CSV of coupons (decision 535): all rows stored, or none with every failing row named. */
export const importCoupons = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.import",
  audience: "partner",
  rateLimit: "couponImport",
  input: z.object({
    file: z
      .union([z.instanceof(Uint8Array), z.instanceof(File)], IMPORT_MESSAGES.empty)
      .transform(async (file) => (file instanceof File ? new Uint8Array(await file.arrayBuffer()) : file)),
  }),
  // The same file from the same partner within five minutes is the same import (a double submit).
  once: { windowMs: 5 * 60 * 1000, fingerprint: ({ file }) => Buffer.from(file).toString("base64") },
  run: async ({ file }, { actor }) => {
    const result = await importCouponsCsv(actor.partnerId, file);
    const updated = result.updated ? ` and updated ${result.updated}` : "";
    return { data: result, message: `Imported ${countOf(result.imported, "coupon")}${updated}`, status: 201 };
  },
});

/** The coupon form's image (spec 7's image host): checked by its bytes, stored under a generated name. */
export const uploadCouponImage = defineOperation({
  name: "coupon.upload-image",
  audience: "partner",
  rateLimit: "partnerUpload",
  input: z.object({ file: z.instanceof(File).nullable() }),
  run: async ({ file }, { actor }) => {
    const { url } = await storeImage(file, { partnerId: actor.partnerId });
    return { data: { secure_url: url, url }, status: 201 };
  },
});
