import "server-only";
import { z } from "zod";
import * as controls from "@/lib/data/coupon-controls";
import * as coupons from "@/lib/data/coupons";
import { isAppError } from "@/lib/errors";
import { BULK_COUPONS } from "@/lib/limits/rules";
import { defineOperation } from "@/lib/operations/operation";
import { changesPartnerOffers, couponId } from "./operations";
import { restoreDeletedCoupon, undoToken } from "./undo-delete";

// Many cards at once (issue 49 capability 5, decision 559): one call loops the single-coupon write of
// each action, scoped to the partner, so each coupon is changed, recorded in its history and refused
// exactly as on its own (another partner's id is "not found"). One rate-limited call, up to BULK_COUPONS.
// Two adapters each: the Listing Page's server actions (lib/actions/bulk-coupons.ts) and the partner API's
// POST /api/v1/coupon/bulk and /api/v1/coupon/bulk/restore.

export const BULK_ACTIONS = ["pause", "resume", "end", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_LIMIT_MESSAGE = `Choose from 1 to ${BULK_COUPONS} coupons at a time`;

const single: Record<Exclude<BulkAction, "delete">, (partnerId: string, id: string) => Promise<unknown>> = {
  pause: controls.pauseCoupon,
  resume: controls.resumeCoupon,
  end: controls.endCoupon,
};

export type BulkOutcome = {
  /** The coupons changed, with the token that undoes a delete. */
  done: { id: string; undoToken?: string }[];
  /** The coupons refused, each with its message (a coupon deleted meanwhile is "Coupon not found"). */
  failed: { id: string; message: string }[];
};

const ids = z
  .array(couponId, BULK_LIMIT_MESSAGE)
  .min(1, BULK_LIMIT_MESSAGE)
  .max(BULK_COUPONS, BULK_LIMIT_MESSAGE)
  .transform((list) => [...new Set(list)]);

/** One action on up to BULK_COUPONS of the partner's coupons: the Listing Page's selection and POST /api/v1/coupon/bulk. */
export const bulkCouponInput = z.object({
  action: z.enum(BULK_ACTIONS, `Action must be one of: ${BULK_ACTIONS.join(", ")}`),
  ids,
});

/** The Undo of a bulk delete: the tokens its answer gave. */
export const bulkRestoreInput = z.object({
  undoTokens: z.array(z.string().min(1).max(512)).min(1, BULK_LIMIT_MESSAGE).max(BULK_COUPONS, BULK_LIMIT_MESSAGE),
});

/** Each item's refusal kept with its id; anything that is not a refusal is a fault and stops the call. */
async function eachOf(list: string[], work: (id: string) => Promise<string | undefined>): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failed: [] };
  for (const id of list) {
    try {
      const token = await work(id);
      outcome.done.push(token ? { id, undoToken: token } : { id });
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
      outcome.failed.push({ id, message: error.message });
    }
  }
  return outcome;
}

const count = (n: number) => `${n} coupon${n === 1 ? "" : "s"}`;
const PAST: Record<BulkAction, string> = { pause: "paused", resume: "resumed", end: "ended", delete: "deleted" };

export const bulkCouponAction = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.bulk",
  audience: "partner",
  rateLimit: "couponBulk",
  input: bulkCouponInput,
  run: async ({ action, ids: list }, { actor }) => {
    const data = await eachOf(list, async (id) => {
      if (action !== "delete") {
        await single[action](actor.partnerId, id);
        return undefined;
      }
      return undoToken(await coupons.deleteCoupon(actor.partnerId, id));
    });
    return { data, message: `${count(data.done.length)} ${PAST[action]}` };
  },
});

/** The Undo of a bulk delete: each coupon's own restore, as a single Undo runs it. */
export const bulkRestoreCoupons = defineOperation({
  ...changesPartnerOffers,
  name: "coupon.bulk-restore",
  audience: "partner",
  rateLimit: "couponBulk",
  input: bulkRestoreInput,
  run: async ({ undoTokens }, { actor }) => {
    const outcome: BulkOutcome = { done: [], failed: [] };
    for (const token of undoTokens) {
      try {
        outcome.done.push({ id: (await restoreDeletedCoupon(actor.partnerId, token)).id });
      } catch (error) {
        if (!isAppError(error) || error.status >= 500) throw error;
        outcome.failed.push({ id: "", message: error.message });
      }
    }
    return { data: outcome, message: `${count(outcome.done.length)} restored` };
  },
});
