import type { Coupon } from "@/lib/generated/prisma/client";
import { dateToDay } from "@/lib/model/calendar-day";
import { type CouponCategory, couponCategories } from "@/lib/model/coupon-categories";
import { couponPhase, type CouponView, type OfferFields } from "@/lib/model/coupon-view";
import type { CouponValues } from "@/lib/validations/coupon";

// A coupon row to and from its view (lib/model/coupon-view.ts): the columns a partner writes, and what a
// read answers.

const isCategory = (name: string): name is CouponCategory => (couponCategories as readonly string[]).includes(name);

const toRupees = (paise: number | null) => (paise === null ? null : paise / 100);
export const toPaise = (rupees: number | undefined) => (rupees === undefined ? null : Math.round(rupees * 100));

/** The columns that describe the offer itself, in the API's names: the same for partners and the public. */
export const offerColumns = {
  id: true,
  title: true,
  brand: true,
  code: true,
  actualPricePaise: true,
  discountedPricePaise: true,
  categories: true,
  startDate: true,
  expiryDate: true,
  description: true,
  imageUrl: true,
} as const;

type OfferRow = Pick<Coupon, keyof typeof offerColumns>;

export function toOfferFields(row: OfferRow): OfferFields {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    code: row.code,
    actualPricing: toRupees(row.actualPricePaise),
    discountedPrice: toRupees(row.discountedPricePaise),
    // Only validated lists are written; a name dropped from the list since is not shown.
    category: row.categories.filter(isCategory),
    startDate: dateToDay(row.startDate),
    expiryDate: dateToDay(row.expiryDate),
    description: row.description,
    image: row.imageUrl,
  };
}

export function toCouponView(row: Coupon, today: string): CouponView {
  const offer = toOfferFields(row);
  const phase = couponPhase(offer, today);
  return {
    _id: row.id,
    ...offer,
    link: row.link,
    // Claimed out, it has left the public feed as a paused one has (decision 547).
    isLived: phase === "lived" && !row.pausedAt && row.status !== "CLAIMED",
    paused: row.pausedAt !== null,
    status: phase === "expired" ? "Expired" : row.status === "CLAIMED" ? "claimed" : "pending",
    views: row.viewCount,
    clicks: row.clickCount,
    claimCap: row.claimCap,
    claims: row.claimCount,
    capCounts: row.capCounts === "REDEMPTIONS" ? "redemptions" : "claims",
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a partner may write: nothing about ownership, status, counts or version. */
export function couponColumns(values: CouponValues) {
  return {
    title: values.title,
    brand: values.brand,
    link: values.link,
    code: values.code ? values.code : null,
    actualPricePaise: toPaise(values.actualPricing),
    discountedPricePaise: toPaise(values.discountedPrice),
    categories: values.category,
    startDate: new Date(`${values.startDate}T00:00:00Z`),
    expiryDate: new Date(`${values.expiryDate}T00:00:00Z`),
    description: values.description,
    imageUrl: values.image,
    claimCap: values.claimCap ?? null,
    capCounts: values.capCounts === "redemptions" ? ("REDEMPTIONS" as const) : ("CLAIMS" as const),
  };
}
