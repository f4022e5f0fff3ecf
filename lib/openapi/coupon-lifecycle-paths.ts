// The OpenAPI paths of a coupon's life after it is made (./partner-paths.ts): pause, resume and end, the
// bulk actions and their undo, duplicate, and the edit history.
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BULK_COUPONS } from "@/lib/limits/rules";
import { bulkCouponInput, bulkRestoreInput } from "@/lib/coupons/bulk-operations";
import { addingRefused, body, errors, idPath, json, partnerOp, replayedHeader } from "./operation";
import { bulkOutcome, couponChange, couponView, envelope } from "./responses";

export function couponLifecyclePaths(): ZodOpenApiPathsObject {
  const couponControl = (summary: string, description: string, operationId: string) => ({
    post: partnerOp("Coupons", summary, description, {
      operationId,
      requestParams: { path: idPath },
      responses: { "200": json("The coupon", envelope(couponView)), ...errors(404, 413, 415, 429) },
    }),
  });
  return {
    "/api/v1/coupon/{id}/pause": couponControl(
      "Pause a coupon",
      "Out of the public feed and its tracking link goes to the offer-ended page until resumed; its dates, views and clicks are kept. Pausing a paused coupon changes nothing.",
      "pauseCoupon",
    ),
    "/api/v1/coupon/{id}/resume": couponControl(
      "Resume a paused coupon",
      "Back as its dates say: live, listed or, if it ran out meanwhile, expired. Resuming a running coupon changes nothing.",
      "resumeCoupon",
    ),
    "/api/v1/coupon/{id}/end": couponControl(
      "End a coupon now",
      "Its expiry becomes yesterday, so it is expired from today; a pause is lifted. An expired coupon keeps its dates.",
      "endCoupon",
    ),
    "/api/v1/coupon/bulk": {
      post: partnerOp(
        "Coupons",
        "Pause, resume, end or delete many coupons",
        `One action on up to ${BULK_COUPONS} of the partner's coupons, each changed, recorded in its history and refused exactly as on its own: another partner's id or an unknown one is refused as "Coupon not found", the rest go on. A delete's undo tokens restore the coupons through /api/v1/coupon/bulk/restore within the undo window.`,
        {
          operationId: "bulkCoupons",
          requestBody: body(bulkCouponInput),
          responses: {
            "200": json("What was done, and each refusal with its id", envelope(bulkOutcome)),
            ...errors(413, 415, 429),
          },
        },
      ),
    },
    "/api/v1/coupon/bulk/restore": {
      post: partnerOp(
        "Coupons",
        "Undo a bulk delete",
        "Brings back each coupon its undo token names, with its figures, claims and history, while the undo window lasts; an expired or unknown token is refused on its own and the rest go on.",
        {
          operationId: "bulkRestoreCoupons",
          requestBody: body(bulkRestoreInput),
          responses: {
            "200": json("The coupons restored, and each refusal", envelope(bulkOutcome)),
            ...errors(413, 415, 429),
          },
        },
      ),
    },
    "/api/v1/coupon/{id}/duplicate": {
      post: partnerOp(
        "Coupons",
        "Duplicate a coupon",
        'A copy as a new listed coupon starting tomorrow: the same offer titled "<title> (copy)" without its code, fresh counts, running as long as the original (at least to its expiry). A create: the same call within two minutes is one copy.',
        {
          operationId: "duplicateCoupon",
          requestParams: { path: idPath },
          responses: {
            "201": json("The copy", envelope(couponView), replayedHeader),
            ...errors(404, 413, 415, 422, 429),
            "409": addingRefused("The same duplicate is being made right now (Retry-After)"),
          },
        },
      ),
    },
    "/api/v1/coupon/{id}/history": {
      get: partnerOp(
        "Coupons",
        "A coupon's edit history",
        "Each change its partner made, newest first: edits with the fields changed before and after, pause, resume, end, and the coupon it was duplicated from.",
        {
          operationId: "couponHistory",
          requestParams: { path: idPath },
          responses: { "200": json("The changes", envelope(z.array(couponChange))), ...errors(404) },
        },
      ),
    },
  };
}
