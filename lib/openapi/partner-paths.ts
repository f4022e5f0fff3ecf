// The OpenAPI paths of the signed-in partner API (./document.ts): the profile, notifications, coupons
// and image uploads.
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  couponSchema,
  couponSearchSchema,
  couponUpdateSchema,
  groupedCouponsQuerySchema,
} from "@/lib/validations/coupon";
import { profilePatchSchema } from "@/lib/validations/partner-profile";
import { ERROR_TEXT, body, csvAnswer, csvBody, errors, idPath, json, multipartFile, partnerOp } from "./operation";
import {
  couponMetrics,
  couponView,
  envelope,
  groupedCoupons,
  importAccepted,
  importRefused,
  notificationView,
  partnerProfile,
  partnerUser,
  uploadedImage,
} from "./responses";

export function partnerPaths(): ZodOpenApiPathsObject {
  const profileEdit = (summary: string, operationId: string) =>
    partnerOp("Partner", summary, {
      operationId,
      requestBody: body(profilePatchSchema),
      responses: { "200": json("Updated", envelope(partnerProfile)), ...errors(400, 413, 415) },
    });
  const couponEdit = (summary: string, operationId: string) =>
    partnerOp("Coupons", summary, {
      operationId,
      requestParams: { path: idPath },
      requestBody: body(couponUpdateSchema),
      responses: { "200": json("Updated", envelope(couponView)), ...errors(400, 404, 409, 413, 415) },
    });
  return {
    "/api/v1/user": {
      get: partnerOp("Partner", "The signed-in partner", {
        operationId: "getUser",
        responses: { "200": json("The partner", envelope(partnerUser)) },
      }),
      patch: profileEdit("Edit the profile (e-mail and account fields are not editable)", "updateUser"),
      put: profileEdit("Same as PATCH", "replaceUser"),
    },
    "/api/v1/notifications": {
      get: partnerOp("Partner", "The partner's notifications, newest first", {
        operationId: "listNotifications",
        responses: { "200": json("Notifications", envelope(z.array(notificationView))) },
      }),
    },
    "/api/v1/coupon": {
      get: partnerOp("Coupons", "The partner's coupons, newest first (X-Next-Cursor for the next page)", {
        operationId: "listCoupons",
        requestParams: { query: couponSearchSchema },
        responses: { "200": json("A page of coupons", envelope(z.array(couponView))), ...errors(400) },
      }),
      post: partnerOp("Coupons", "List a coupon (Idempotency-Key makes a retry safe)", {
        operationId: "createCoupon",
        requestParams: { header: z.object({ "idempotency-key": z.string().max(200).optional() }) },
        requestBody: body(couponSchema),
        responses: { "201": json("Created", envelope(couponView)), ...errors(400, 413, 415, 429) },
      }),
    },
    "/api/v1/coupon/listed": {
      get: partnerOp("Coupons", "The partner's coupons by phase: listed, live, expired, each paged", {
        operationId: "listGroupedCoupons",
        requestParams: {
          query: groupedCouponsQuerySchema,
          header: z.object({ "if-none-match": z.string().optional() }),
        },
        responses: {
          "200": {
            ...json("Up to `limit` coupons per phase (100 by default), with an ETag", envelope(groupedCoupons)),
            headers: z.object({ ETag: z.string() }),
          },
          "304": { description: "Not modified since the ETag sent in If-None-Match" },
          ...errors(400),
        },
      }),
    },
    "/api/v1/coupon/metrics": {
      get: partnerOp("Coupons", "Totals for the dashboard's Home", {
        operationId: "couponMetrics",
        responses: { "200": json("Totals", envelope(couponMetrics)) },
      }),
    },
    "/api/v1/coupon/stats.csv": {
      get: partnerOp("Coupons", "Per-coupon views and clicks as CSV", {
        operationId: "couponStatsCsv",
        responses: { "200": csvAnswer() },
      }),
    },
    "/api/v1/coupon/import": {
      post: partnerOp("Coupons", "Bulk import from CSV (text/csv, or multipart field file)", {
        operationId: "importCoupons",
        requestBody: { required: true, content: { ...csvBody(), "multipart/form-data": { schema: multipartFile } } },
        responses: {
          "201": json("Imported", envelope(importAccepted)),
          "400": json("Rows with errors, or an unreadable file; nothing stored", importRefused),
          "409": json("The same file is being imported right now", importRefused),
          "413": json(ERROR_TEXT[413]!, importRefused),
          "415": json(ERROR_TEXT[415]!, importRefused),
          ...errors(429),
        },
      }),
    },
    "/api/v1/coupon/{id}": {
      get: partnerOp("Coupons", "One of the partner's coupons", {
        operationId: "getCoupon",
        requestParams: { path: idPath },
        responses: { "200": json("The coupon", envelope(couponView)), ...errors(404) },
      }),
      patch: couponEdit("Update with the whole form and the version read", "updateCoupon"),
      put: couponEdit("Same as PATCH", "replaceCoupon"),
      delete: partnerOp("Coupons", "Delete a coupon", {
        operationId: "deleteCoupon",
        requestParams: { path: idPath },
        responses: { "200": json("The deleted coupon", envelope(couponView)), ...errors(404) },
      }),
    },
    "/api/v1/upload": {
      post: partnerOp("Coupons", "Upload a coupon image (jpeg, png, gif or webp, at most 5 MB)", {
        operationId: "uploadImage",
        requestBody: body(multipartFile, "multipart/form-data"),
        responses: {
          "201": json("Stored", uploadedImage.extend({ data: uploadedImage })),
          ...errors(400, 413, 415, 429, 502),
        },
      }),
    },
  };
}
