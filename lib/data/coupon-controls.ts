import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import type { Coupon, Prisma } from "@/lib/generated/prisma/client";
import { addDays, dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import { type CouponValues } from "@/lib/validations/coupon";
import { COUPON_LIMITS } from "@/lib/validations/coupon-messages";
import { type CouponView } from "@/lib/model/coupon-view";
import { toCouponView, toOfferFields } from "./coupon-shape";
import { ownedWhere } from "./coupon-scope";
import { COUPON_NOT_FOUND_MESSAGE } from "@/lib/model/coupon-view";
import { createCoupons, type WriteOptions } from "./coupons";
import { recordChange } from "./coupon-history";

// Running offers (decision 546): pause, resume, end now and duplicate. Each is one conditional write
// scoped by the partner: a repeat finds nothing to change and answers the coupon as it is (no 409 to
// retry). It bumps the version, so an edit form opened before it is a 409 rather than a silent revert,
// and records its history entry in the same transaction.

const notFound = () => new AppError("not_found", COUPON_NOT_FOUND_MESSAGE);

async function control(
  partnerId: string,
  id: string,
  kind: "PAUSE" | "RESUME" | "END",
  {
    when,
    data,
    then,
  }: {
    when: Prisma.CouponWhereInput;
    data: Prisma.CouponUpdateManyMutationInput;
    /** A second conditional write, made only when the first changed the coupon. */
    then?: { when: Prisma.CouponWhereInput; data: Prisma.CouponUpdateManyMutationInput };
  },
  today: string,
): Promise<CouponView> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.coupon.updateMany({
      where: { AND: [{ id, ...ownedWhere(partnerId) }, when] },
      data: { ...data, version: { increment: 1 } },
    });
    if (count && then)
      await tx.coupon.updateMany({ where: { AND: [{ id, ...ownedWhere(partnerId) }, then.when] }, data: then.data });
    if (count) await recordChange(tx, { couponId: id, partnerId, kind });
    const row = await tx.coupon.findFirst({ where: { id, ...ownedWhere(partnerId) } });
    if (!row) throw notFound();
    return toCouponView(row, today);
  });
}

/** Out of the public feed and its tracking link ended until resumed; its dates are kept. */
export const pauseCoupon = (partnerId: string, id: string, today = todayInIndia()) =>
  control(partnerId, id, "PAUSE", { when: { pausedAt: null }, data: { pausedAt: new Date() } }, today);

/** Back as its dates say (live, listed or, if it ran out meanwhile, expired). */
export const resumeCoupon = (partnerId: string, id: string, today = todayInIndia()) =>
  control(partnerId, id, "RESUME", { when: { pausedAt: { not: null } }, data: { pausedAt: null } }, today);

/**
 * Ends the offer now: its expiry becomes yesterday, so it is expired from today in every view (no
 * separate ended state, decision 546); a pause is lifted, since an ended offer is not waiting. An
 * already expired coupon keeps its dates. A listed one, which has not started, also starts yesterday:
 * an expiry before the start would be stored otherwise (issue 49 m6).
 */
export const endCoupon = (partnerId: string, id: string, today = todayInIndia()) => {
  const yesterday = dayToDate(addDays(today, -1));
  return control(
    partnerId,
    id,
    "END",
    {
      when: { expiryDate: { gte: dayToDate(today) } },
      data: { expiryDate: yesterday, pausedAt: null },
      then: { when: { startDate: { gt: yesterday } }, data: { startDate: yesterday } },
    },
    today,
  );
};

const COPY_SUFFIX = " (copy)";

/** "<title> (copy)", cut with an ellipsis to stay within the title's limit (issue 49 m28). */
export function copyTitle(title: string, max = COUPON_LIMITS.title): string {
  if (title.length + COPY_SUFFIX.length <= max) return `${title}${COPY_SUFFIX}`;
  const kept = Array.from(title);
  while (kept.join("").length + COPY_SUFFIX.length + 1 > max) kept.pop();
  return `${kept.join("").trimEnd()}…${COPY_SUFFIX}`;
}

/** The copy's values: the same offer, starting tomorrow, running as long as the original did (at least to its expiry). */
export function duplicateValues(row: Coupon, today: string): CouponValues {
  const offer = toOfferFields(row);
  const start = addDays(today, 1);
  const length = Math.max(1, (row.expiryDate.getTime() - row.startDate.getTime()) / 86_400_000);
  const expiry = offer.expiryDate > start ? offer.expiryDate : addDays(start, length);
  return {
    // Told apart from the original by its title, and without its code: two open coupons of a partner
    // never share a code (issue 49 m28, capability 5).
    title: copyTitle(offer.title),
    brand: offer.brand,
    link: row.link,
    code: undefined,
    actualPricing: offer.actualPricing ?? undefined,
    discountedPrice: offer.discountedPrice ?? undefined,
    category: offer.category,
    startDate: start,
    expiryDate: expiry,
    description: offer.description,
    image: offer.image,
    // The same cap on fresh claims (decision 547).
    claimCap: row.claimCap ?? undefined,
    capCounts: row.capCounts === "REDEMPTIONS" ? "redemptions" : undefined,
  };
}

/** A new listed coupon from one of the partner's, with fresh counts, under the create limits (decision 801). */
export async function duplicateCoupon(
  partnerId: string,
  id: string,
  { today = todayInIndia(), client }: WriteOptions = {},
): Promise<CouponView> {
  const run = async (tx: Prisma.TransactionClient) => {
    const row = await tx.coupon.findFirst({ where: { id, ...ownedWhere(partnerId) } });
    if (!row) throw notFound();
    const [copy] = await createCoupons(partnerId, [duplicateValues(row, today)], {
      today,
      client: tx,
      keptImages: [row.imageUrl],
    });
    await recordChange(tx, { couponId: copy!.id, partnerId, kind: "DUPLICATE_FROM", sourceId: id });
    return copy!;
  };
  return client ? run(client) : db.$transaction(run);
}
