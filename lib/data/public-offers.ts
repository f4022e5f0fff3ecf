import "server-only";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dayToDate, todayInIndia } from "@/lib/validations/calendar-day";
import { normaliseLink } from "@/lib/validations/coupon";
import { offerColumns, toOfferFields, type OfferFields } from "./coupon-shape";
import { runningWhere, searchFilter } from "./coupons";

// What the app and any stranger may see of a coupon: the offer itself and the company offering it.
// Never the partner's e-mail, phone, counts, version or anything private (decision 530).

export type PublicOffer = OfferFields & { company: string; trackingUrl: string };

const select = { ...offerColumns, partner: { select: { companyName: true } } } satisfies Prisma.CouponSelect;

type Row = Prisma.CouponGetPayload<{ select: typeof select }>;

export function trackingPath(couponId: string): string {
  return `/go/${encodeURIComponent(couponId)}`;
}

function toOffer(row: Row): PublicOffer {
  const origin = getEnv().APP_URL;
  const offer = toOfferFields(row);
  return {
    ...offer,
    image: /^https?:\/\//.test(offer.image) ? offer.image : `${origin}${offer.image}`,
    company: row.partner.companyName,
    trackingUrl: `${origin}${trackingPath(row.id)}`,
  };
}

/**
 * Open to the public: not expired, not paused (decision 546), not claimed out (decision 547), from an
 * approved partner. Its tracking link leads to the offer; started too, it is live.
 */
function openWhere(today: string): Prisma.CouponWhereInput {
  return {
    expiryDate: { gte: dayToDate(today) },
    ...runningWhere,
    partner: { status: "APPROVED" },
  };
}

/**
 * Live as the public sees it: started and open. The one definition for the public feed, an offer page,
 * claims, and the console's count of live coupons.
 */
export function liveWhere(today: string): Prisma.CouponWhereInput {
  return { startDate: { lte: dayToDate(today) }, ...openWhere(today) };
}

export async function listPublicOffers(
  { search, cursor, limit = 20 }: { search?: string; cursor?: string; limit?: number },
  today = todayInIndia(),
): Promise<{ offers: PublicOffer[]; nextCursor: string | null }> {
  const where = { ...liveWhere(today), ...searchFilter(search, true) };
  const start = cursor ? await db.coupon.findFirst({ where: { ...where, id: cursor }, select: { id: true } }) : null;
  const rows = await db.coupon.findMany({
    where,
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    ...(start ? { cursor: { id: start.id }, skip: 1 } : {}),
  });
  const page = rows.slice(0, limit);
  return { offers: page.map(toOffer), nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export async function getPublicOffer(id: string, today = todayInIndia()): Promise<PublicOffer | null> {
  const row = await db.coupon.findFirst({ where: { id, ...liveWhere(today) }, select });
  return row ? toOffer(row) : null;
}

/** Where a tracking link of an offer the public can no longer see sends the visitor (decision 810). */
export const OFFER_ENDED_PATH = "/offer-ended";

export type TrackingTarget = { link: string } | { ended: true };

/**
 * Where the tracking link leads: the coupon's own link (normalised again, for rows stored before links
 * were) while it has not expired and its partner is approved; the 'offer ended' page once it has
 * expired, is paused or claimed out, its partner is not approved, its link cannot be followed or it was deleted; null for an id
 * that never was a coupon.
 */
export async function trackingTarget(id: string, today = todayInIndia()): Promise<TrackingTarget | null> {
  const row = await db.coupon.findFirst({ where: { id }, select: { link: true } });
  // A deleted coupon's link was shared too: its visitors get the ended page, like an expired one's.
  if (!row)
    return (await db.deletedCoupon.findUnique({ where: { id }, select: { id: true } })) ? { ended: true } : null;
  const link = normaliseLink(row.link);
  // A paused or claimed-out offer too (decisions 546, 547): its click is not counted, since no redirect is made.
  if (!link || !(await db.coupon.count({ where: { id, ...openWhere(today) } }))) return { ended: true };
  return { link };
}
