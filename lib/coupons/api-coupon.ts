import "server-only";
import { AppError } from "@/lib/errors";
import { getCoupon } from "@/lib/data/coupons";
import { getEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/model/site-url";
import { applyMergePatch } from "@/lib/http/merge-patch";
import { apiBodyWithSitePath, parseWith } from "@/lib/http/request-body";
import { COUPON_NOT_FOUND_MESSAGE } from "@/lib/model/coupon-view";
import type { Executed } from "@/lib/operations/execute";
import { dataResponse } from "@/lib/operations/route";
import { COUPON_FIELDS, couponIdSchema, couponPatchSchema } from "@/lib/validations/coupon";

// The partner API's side of a coupon (issue 51): what it answers (the image as an absolute URL,
// decision 823) and how it reads what a client sends (an edit as a JSON Merge Patch, decision 822). The
// dashboard's forms go through the same operations without this adapter.

/** A coupon as the partner API answers it: its image absolute, as the public feed answers it. */
export function apiCoupon<T extends { image: string }>(coupon: T): T {
  return { ...coupon, image: absoluteUrl(coupon.image, getEnv().APP_URL) };
}

/** `{ data: coupon, message? }`: one coupon as the partner API answers it. */
export function couponAnswer(outcome: Executed<{ image: string }>): Response {
  return dataResponse({ ...outcome, data: apiCoupon(outcome.data) });
}

/** A coupon body as an API client sends it: its image read as its path on this site. */
export const apiCouponBody = (body: unknown) => apiBodyWithSitePath(body, "image");

/**
 * PATCH /api/v1/coupon/{id}: the whole edit `updateCoupon` checks (couponUpdateSchema, the same rules and
 * messages as create) and writes: the partner's coupon as stored, with `patch` merged in (RFC 7396; m22:
 * a field left out keeps its value, `null` clears an optional one). The patch is checked field by field
 * first, so a bad value names its field as create would. Without a `version` the edit is conditional on
 * the version just read: a save that lands in between is a 409, never silently undone.
 */
export async function mergedCouponEdit(
  partnerId: string,
  id: string,
  patch: unknown,
): Promise<Record<string, unknown>> {
  if (!couponIdSchema.safeParse({ id }).success) throw new AppError("not_found", COUPON_NOT_FOUND_MESSAGE);
  const sent = apiCouponBody(patch);
  parseWith(couponPatchSchema, sent);
  const stored = await getCoupon(partnerId, id);
  const current: Record<string, unknown> = { version: stored.version };
  for (const field of COUPON_FIELDS) current[field] = stored[field];
  return { ...(applyMergePatch(current, sent) as Record<string, unknown>), id };
}
