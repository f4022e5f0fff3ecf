import "server-only";
import { z } from "zod";
import * as controls from "@/lib/data/coupon-controls";
import * as history from "@/lib/data/coupon-history";
import { getCoupon } from "@/lib/data/coupons";
import { defineOperation } from "@/lib/operations/operation";
import { changesPartnerOffers, couponId } from "./operations";
import type { CouponView } from "@/lib/model/coupon-view";

// Running offers (issue 22, decision 546): pause, resume, end now, duplicate and the edit history, each
// operation named as its write is (like createCoupon). Like every coupon write the dashboard and the JSON
// API run these same definitions; another partner's coupon is "not found".

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

export const pauseCoupon = control("coupon.pause", controls.pauseCoupon, "Coupon paused");
export const resumeCoupon = control("coupon.resume", controls.resumeCoupon, "Coupon resumed");
export const endCoupon = control("coupon.end", controls.endCoupon, "Coupon ended");

/** A copy as a new listed coupon starting tomorrow: a create, under the create limits (decision 801). */
export const duplicateCoupon = defineOperation({
  name: "coupon.duplicate",
  audience: "partner",
  input: byId,
  rateLimit: "couponCreate",
  once: { transactional: true },
  run: async ({ id }, { actor, tx }) => ({
    data: await controls.duplicateCoupon(actor.partnerId, id, { client: tx }),
    message: "Coupon duplicated",
    status: 201,
  }),
});

/** One of the partner's coupons as stored now: an edit refused as stale reads it to carry on (issue 49 m27). */
export const readCoupon = defineOperation({
  name: "coupon.read",
  audience: "partner",
  input: byId,
  run: async ({ id }, { actor }) => ({ data: await getCoupon(actor.partnerId, id) }),
});

export const couponHistory = defineOperation({
  name: "coupon.history",
  audience: "partner",
  input: byId,
  run: async ({ id }, { actor }) => ({ data: await history.couponHistory(actor.partnerId, id) }),
});
