import "server-only";
import { z } from "zod";
import { cachedTrackingTarget, OFFER_ENDED_PATH } from "@/lib/data/public-offers";
import { admitEvent } from "@/lib/events/admit";
import { browserVisitor } from "@/lib/events/visitor";
import { defineOperation } from "@/lib/operations/operation";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponIdSchema } from "@/lib/validations/coupon";

// GET /go/{couponId}, the tracking link (decisions 530, 551): where it leads, and the click queued to be
// counted once per browser (address and agent) and day, at most a few per address, offer and day. An
// offer the public can no longer see leads to the 'offer ended' page and counts nothing; an image, a
// script or a prefetch that names the link is redirected and counts nothing (decision 838).

/** Where to send the visitor; null for an id that never was a coupon. */
export type LinkTarget = { location: string } | null;

export const followLink = defineOperation({
  name: "offer.click",
  audience: "public",
  /** `counted`: false for a request the visitor did not make by following the link (notFollowedByVisitor). */
  input: z.object({ couponId: z.string(), counted: z.boolean() }),
  run: async ({ couponId, counted }, { ip, userAgent }): Promise<{ data: LinkTarget }> => {
    const parsed = couponIdSchema.safeParse({ id: couponId });
    if (!parsed.success) return { data: null };
    const { id } = parsed.data;
    const day = todayInIndia();
    const target = await cachedTrackingTarget(id, day);
    if (!target) return { data: null };
    if ("ended" in target) return { data: { location: OFFER_ENDED_PATH } };
    if (!counted) return { data: { location: target.link } };
    // The agent only tells browsers behind one address apart for the day's dedupe; it grants nothing.
    const visitor = browserVisitor(ip, userAgent);
    await admitEvent({ type: "CLICK", couponId: id, visitor, day, ip }, "offerClickPerAddress");
    return { data: { location: target.link } };
  },
});
