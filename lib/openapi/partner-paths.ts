// The OpenAPI paths of the signed-in partner API (./document.ts): the profile, notifications, coupons
// and image uploads.
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  couponSchema,
  couponSearchSchema,
  couponPatchSchema,
  couponUpdateSchema,
  groupedCouponsQuerySchema,
} from "@/lib/validations/coupon";
import { profilePatchSchema } from "@/lib/validations/partner-profile";
import {
  addingRefused,
  ERROR_TEXT,
  body,
  csvBody,
  errors,
  idPath,
  idempotencyKeyHeader,
  json,
  multipartFile,
  partnerOp,
  partnerOrKeyOp,
  replayedHeader,
} from "./operation";
import { couponLifecyclePaths } from "./coupon-lifecycle-paths";
import { couponReportPaths } from "./coupon-report-paths";
import {
  couponView,
  envelope,
  groupedCoupons,
  notificationView,
  errorBody,
  partnerProfile,
  partnerUser,
} from "./responses";
import { importAccepted, importRefused, uploadAnswer } from "./import-responses";

export function partnerPaths(): ZodOpenApiPathsObject {
  const profileEdit = (summary: string, operationId: string) =>
    partnerOp(
      "Partner",
      summary,
      "A field left out keeps its value. The e-mail address cannot change: it may be sent back as read, and a different one is refused (400).",
      {
        operationId,
        requestBody: body(profilePatchSchema),
        responses: { "200": json("Updated", envelope(partnerProfile)), ...errors(400, 413, 415, 429) },
      },
    );
  const couponEditAnswers = {
    "200": json("Updated", envelope(couponView)),
    ...errors(400, 404, 409, 413, 415, 429),
  };
  // A JSON Merge Patch (RFC 7396, decision 822): the same schema under both media types.
  const couponPatch = partnerOp(
    "Coupons",
    "Change some fields of a coupon (JSON Merge Patch)",
    "A JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: only the fields sent change, `null` clears an optional field (code, actualPricing, discountedPrice, claimCap: null removes the cap; capCounts: null counts claims again), a field left out keeps its value. The coupon as merged is checked as a create is (the same rules and messages), and a live coupon keeps its start date and its expiry only moves later. Send `version` (the one read) to be refused with 409 if it changed since; without it, the patch applies to the coupon as it is.",
    {
      operationId: "updateCoupon",
      requestParams: { path: idPath },
      requestBody: {
        required: true,
        content: {
          "application/merge-patch+json": { schema: couponPatchSchema },
          "application/json": { schema: couponPatchSchema },
        },
      },
      responses: couponEditAnswers,
    },
  );
  const couponReplace = partnerOp(
    "Coupons",
    "Replace a coupon with the whole form (deprecated)",
    "Deprecated for one release: use PATCH. Send the whole coupon with the version it was read at; an optional field left out (code, prices, claimCap; capCounts goes back to claims) is cleared. 409 when it changed in between.",
    {
      operationId: "replaceCoupon",
      deprecated: true,
      requestParams: { path: idPath },
      requestBody: body(couponUpdateSchema),
      responses: couponEditAnswers,
    },
  );
  return {
    "/api/v1/user": {
      get: partnerOp("Partner", "The signed-in partner", "The partner's account as the apps show it.", {
        operationId: "getUser",
        responses: { "200": json("The partner", envelope(partnerUser)) },
      }),
      patch: profileEdit("Edit the profile", "updateUser"),
      put: profileEdit("Same as PATCH", "replaceUser"),
    },
    "/api/v1/notifications": {
      get: partnerOp(
        "Partner",
        "The partner's notifications, newest first",
        "Sent by the provider to one or every partner.",
        {
          operationId: "listNotifications",
          responses: { "200": json("Notifications", envelope(z.array(notificationView))) },
        },
      ),
    },
    "/api/v1/coupon": {
      get: partnerOrKeyOp(
        "Coupons",
        "The partner's coupons, newest first unless sorted",
        "Filtered by `search` (title, brand, code, description), `state` and `category`, in `sort`'s order (newest, ending soonest, most claimed; decision 559). One page; when there are more, the X-Next-Cursor header holds the cursor for the next one. The cursor is opaque and keeps its place whatever is added or removed meanwhile; one this API never gave is 400 (decision 021). Deprecated: a bare coupon id as cursor (what X-Next-Cursor held before) still pages for one release, and such an answer carries `Deprecation: @1795910400` (RFC 9745).",
        {
          operationId: "listCoupons",
          requestParams: { query: couponSearchSchema },
          responses: {
            "200": json(
              "A page of coupons",
              envelope(z.array(couponView)),
              z.object({
                "X-Next-Cursor": z
                  .string()
                  .optional()
                  .meta({ description: "Pass it as `cursor` for the next page (opaque); absent on the last page" }),
              }),
            ),
            ...errors(400),
          },
        },
      ),
      post: partnerOp(
        "Coupons",
        "List a coupon",
        "Runs once per submission: the same Idempotency-Key, or the same body within two minutes (sent with or without a key), stores one coupon and answers the first response again. Another Idempotency-Key is another request, even with the same body.",
        {
          operationId: "createCoupon",
          requestParams: { header: idempotencyKeyHeader },
          requestBody: body(couponSchema),
          responses: {
            "201": json("Created", envelope(couponView), replayedHeader),
            ...errors(400, 409, 413, 415, 422, 429),
            "409": addingRefused("The same submission is still being processed (Retry-After)"),
          },
        },
      ),
    },
    "/api/v1/coupon/listed": {
      get: partnerOp(
        "Coupons",
        "The partner's coupons by phase",
        "Listed (starting later), live today, and expired, each paged on its own: up to `limit` per phase (100 by default), the next page of each from data.nextCursors. Each cursor is opaque and keeps its place whatever is added or removed meanwhile; one this API never gave is 400 (decision 021). Deprecated: a bare coupon id as a cursor still pages for one release, and such an answer carries `Deprecation: @1795910400` (RFC 9745). The ETag lets a client ask again with If-None-Match and get 304 while nothing changed (decision 814).",
        {
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
        },
      ),
    },
    ...couponReportPaths(),
    "/api/v1/coupon/import": {
      post: partnerOp(
        "Coupons",
        "Bulk import from CSV",
        "The file as text/csv, or as the multipart field `file`. A row whose `id` names one of the partner's coupons updates it (another partner's id is refused as an unknown one); the others are new. A code another open coupon of the partner uses is refused. Every row is checked first: one bad row stores nothing. The same file (or Idempotency-Key) within five minutes is imported once.",
        {
          operationId: "importCoupons",
          requestParams: { header: idempotencyKeyHeader },
          requestBody: { required: true, content: { ...csvBody(), "multipart/form-data": { schema: multipartFile } } },
          responses: {
            ...errors(422, 429),
            "201": json("Imported", envelope(importAccepted), replayedHeader),
            // A malformed URL is refused by the proxy with the shared Error body.
            "400": json("Rows with errors, or an unreadable file; nothing stored", z.union([importRefused, errorBody])),
            "409": addingRefused("The same file is being imported right now (Retry-After)", importRefused),
            "413": json(ERROR_TEXT[413]!, importRefused),
            "415": json(ERROR_TEXT[415]!, importRefused),
          },
        },
      ),
    },
    "/api/v1/coupon/{id}": {
      get: partnerOrKeyOp(
        "Coupons",
        "One of the partner's coupons",
        "Another partner's coupon is 404, as an unknown one is.",
        {
          operationId: "getCoupon",
          requestParams: { path: idPath },
          responses: { "200": json("The coupon", envelope(couponView)), ...errors(404) },
        },
      ),
      patch: couponPatch,
      put: couponReplace,
      delete: partnerOp(
        "Coupons",
        "Delete a coupon",
        "Answers the coupon as it was before the delete. From then on it is in no list, count, export or public feed, every call on it is 404 as for an unknown coupon, and its tracking link goes to the offer-ended page. Its views, clicks, claims and history are kept for 10 minutes, while the dashboard's Undo can bring it back with them, then removed for good (decision 550).",
        {
          operationId: "deleteCoupon",
          requestParams: { path: idPath },
          responses: { "200": json("The deleted coupon", envelope(couponView)), ...errors(404, 429) },
        },
      ),
    },
    ...couponLifecyclePaths(),
    "/api/v1/upload": {
      post: partnerOp(
        "Coupons",
        "Upload a coupon image",
        "A jpeg, png, gif or webp of at most 5 MB in the multipart field `file`; its type is read from its bytes. Counts against the account's storage quota.",
        {
          operationId: "uploadImage",
          requestBody: body(multipartFile, "multipart/form-data"),
          responses: {
            "201": json("Stored", uploadAnswer),
            ...errors(400, 413, 415, 429, 502),
          },
        },
      ),
    },
  };
}
