import "server-only";
import { z } from "zod";
import { endCoupon, duplicateCoupon, pauseCoupon, resumeCoupon } from "@/lib/data/coupon-controls";
import { couponHistory } from "@/lib/data/coupon-history";
import { defineOperation } from "@/lib/operations/operation";
import { changesPartnerOffers, couponId } from "./operations";
import type { CouponView } from "@/lib/model/coupon-view";

// Running offers (issue 22, decision 546): pause, resume, end now, duplicate and the edit history. Like
// every coupon write the dashboard and the JSON API run these same definitions; another partner's
// coupon is "not found".

const byId = z.object({ id: couponId });

/** Pause, resume and end: one conditional write on the coupon, answered with it. */
const control = (name: string, work: (partnerId: string, id: string) => Promise<CouponView>, message: string) =>
  defineOperation({
    ...changesPartnerOffers,
    name,
    audience: "partner",
    input: byId,
    rateLimit: "couponControl",
    run: async ({ id }, { actor }) => ({ data: await work(actor.partnerId, id), message }),
  });

export const pauseCouponOperation = control("coupon.pause", pauseCoupon, "Coupon paused");
export const resumeCouponOperation = control("coupon.resume", resumeCoupon, "Coupon resumed");
export const endCouponOperation = control("coupon.end", endCoupon, "Coupon ended");

/** A copy as a new listed coupon starting tomorrow: a create, under the create limits (decision 801). */
export const duplicateCouponOperation = defineOperation({
  name: "coupon.duplicate",
  audience: "partner",
  input: byId,
  rateLimit: "couponCreate",
  once: { transactional: true },
  run: async ({ id }, { actor, tx }) => ({
    data: await duplicateCoupon(actor.partnerId, id, undefined, tx),
    message: "Coupon duplicated",
    status: 201,
  }),
});

export const couponHistoryOperation = defineOperation({
  name: "coupon.history",
  audience: "partner",
  input: byId,
  run: async ({ id }, { actor }) => ({ data: await couponHistory(actor.partnerId, id) }),
});
