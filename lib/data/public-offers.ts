import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/model/site-url";
import { imageSendsPhonesAstray } from "@/lib/model/public-address";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateToDay, dayToDate, indiaMidnight, todayInIndia } from "@/lib/model/calendar-day";
import { normaliseLink } from "@/lib/validations/coupon";
import { type OfferFields } from "@/lib/model/coupon-view";
import type { CouponCategory } from "@/lib/model/coupon-categories";
import { offerColumns, toOfferFields } from "./coupon-shape";
import { presentWhere } from "./coupon-scope";
import { runningWhere, searchFilter } from "./coupons";
import { apiCursorPlace, NEWEST_FIRST, olderThanRow, opaqueCursor, type RowPlace } from "./newest-first";

// What the app and any stranger may see of a coupon: the offer itself and the company offering it.
// Never the partner's e-mail, phone, counts, version or anything private (decision 530).

export type PublicOffer = OfferFields & { company: string; trackingUrl: string };

const select = {
  ...offerColumns,
  codeMode: true,
  createdAt: true,
  partnerId: true,
  partner: { select: { companyName: true } },
} satisfies Prisma.CouponSelect;

type Row = Prisma.CouponGetPayload<{ select: typeof select }>;

export function trackingPath(couponId: string): string {
  return `/go/${encodeURIComponent(couponId)}`;
}

/**
 * The offer's image as every phone will fetch it, absolute. An address no phone may be sent to, saved
 * before the save refused it (SECURITY row 35), is served as the site's "No image available" picture.
 */
function publicImage(image: string): string {
  const origin = getEnv().APP_URL;
  const url = absoluteUrl(image, origin);
  return imageSendsPhonesAstray(url, origin) ? absoluteUrl(NO_IMAGE, origin) : url;
}

const NO_IMAGE = "/images/placeholder.svg";

function toOffer(row: Row): PublicOffer {
  const offer = toOfferFields(row);
  // Only what the public may see: not the partner's id nor when it was added.
  return {
    ...offer,
    // A coupon that gives each claim a code of its own (decision 556) shows none to the public: the
    // shared code it may still hold from before would pass around what the per-claim codes are for.
    code: row.codeMode === "SHARED" ? offer.code : null,
    image: publicImage(offer.image),
    company: row.partner.companyName,
    trackingUrl: absoluteUrl(trackingPath(row.id), getEnv().APP_URL),
  };
}

/**
 * Open to the public: not deleted (decision 550), not expired, not paused (decision 546), not claimed
 * out (decision 547), from an approved partner. Its tracking link leads to the offer; started too, it is live.
 */
function openWhere(today: string): Prisma.CouponWhereInput {
  return {
    ...presentWhere,
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

/**
 * The keyset of a cursor this API gave, or of a bare offer id (the cursor before keysets); null otherwise.
 * A bare id names a place only if the public could have been shown that offer: started, from an approved
 * partner. One paused, claimed out or deleted since keeps its place, so a page the app holds still leads on
 * (S1); one not yet started, or paused or deleted before it started, answers as an unknown id does, so the
 * feed never tells that it exists.
 */
async function cursorKeyset(cursor: string, today: string): Promise<RowPlace | null> {
  return apiCursorPlace(cursor, async (id) => {
    const row = await db.coupon.findFirst({
      where: { id, startDate: { lte: dayToDate(today) }, partner: { status: "APPROVED" } },
      select: { createdAt: true, id: true, startDate: true, pausedAt: true, deletedAt: true },
    });
    if (!row) return null;
    const started = indiaMidnight(dateToDay(row.startDate));
    const hiddenFirst = [row.pausedAt, row.deletedAt].some((at) => at !== null && at < started);
    return hiddenFirst ? null : { createdAt: row.createdAt, id: row.id };
  });
}

export type OffersPage = { offers: PublicOffer[]; nextCursor: string | null };

export type OffersQuery = { search?: string; category?: CouponCategory; cursor?: string; limit?: number };

/** A page of the public feed (of one category when given), newest first; null for a cursor this API never gave. */
export async function listPublicOffers(
  { search, category, cursor, limit = 20 }: OffersQuery,
  today = todayInIndia(),
): Promise<OffersPage | null> {
  const after = cursor ? await cursorKeyset(cursor, today) : null;
  if (cursor && !after) return null;
  const rows = await db.coupon.findMany({
    where: {
      AND: [
        liveWhere(today),
        searchFilter(search, { withCategory: true, codesShown: true }),
        category ? { categories: { has: category } } : {},
        after ? olderThanRow(after) : {},
      ],
    },
    select,
    orderBy: NEWEST_FIRST,
    take: limit + 1,
  });
  // Where the next page starts: the last offer's place, opaque to the app (keyset paging, decision 551).
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { offers: page.map(toOffer), nextCursor: rows.length > limit && last ? opaqueCursor(last) : null };
}

export async function getPublicOffer(id: string, today = todayInIndia()): Promise<PublicOffer | null> {
  const row = await db.coupon.findFirst({ where: { id, ...liveWhere(today) }, select });
  return row ? toOffer(row) : null;
}

// The app's reads, the same for every phone: kept in the shared data cache (decision 551) and ended by
// the writes that change what they show (lib/coupons/offer-cache.ts) on every instance (decision 703).
// The day is an argument, so an offer starting or ending at midnight changes the key, not the entry.

export const OFFERS_CACHE_TAG = "offers";
export const offerCacheTag = (id: string) => `offer:${id}`;
export const partnerOffersCacheTag = (partnerId: string) => `offers:partner:${partnerId}`;
/** A backstop for a change made behind the app's back (SQL by hand): every feed page is read again within a minute. */
const OFFERS_CACHE_LIFE = { stale: 30, revalidate: 60, expire: 300 };
/**
 * One offer's entries (its detail and its tracking link), one pair per coupon: read again after ten minutes,
 * so a thousand coupons' entries do not each cost a database read a minute on the events' path (decision
 * 715). Every change the app makes ends them at once through their tags; the calendar day is in their key.
 */
const OFFER_CACHE_LIFE = { stale: 30, revalidate: 600, expire: 3_600 };

export async function cachedOffersPage(query: OffersQuery, today: string): Promise<OffersPage | null> {
  "use cache";
  cacheTag(OFFERS_CACHE_TAG);
  cacheLife(OFFERS_CACHE_LIFE);
  return listPublicOffers(query, today);
}

export async function cachedPublicOffer(id: string, today: string): Promise<PublicOffer | null> {
  "use cache";
  cacheTag(offerCacheTag(id));
  cacheLife(OFFER_CACHE_LIFE);
  const row = await db.coupon.findFirst({ where: { id, ...liveWhere(today) }, select });
  // Not live (yet, or any more) is kept too, under its partner's tag, so a resume or an approval ends it.
  if (row) cacheTag(partnerOffersCacheTag(row.partnerId));
  else await tagOwner(id);
  return row ? toOffer(row) : null;
}

async function tagOwner(id: string): Promise<void> {
  const owner = await db.coupon.findUnique({ where: { id }, select: { partnerId: true } });
  if (owner) cacheTag(partnerOffersCacheTag(owner.partnerId));
}

/** trackingTarget from the shared data cache: a tracking link is followed far more often than it changes. */
export async function cachedTrackingTarget(id: string, today: string): Promise<TrackingTarget | null> {
  "use cache";
  cacheTag(offerCacheTag(id));
  cacheLife(OFFER_CACHE_LIFE);
  await tagOwner(id);
  return trackingTarget(id, today);
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
  // A deleted coupon's row stays for the undo window (decision 550): openWhere below sends it to the ended page.
  const row = await db.coupon.findFirst({ where: { id }, select: { link: true } });
  // One removed for good had its link shared too: its visitors get the ended page, like an expired one's.
  if (!row)
    return (await db.deletedCoupon.findUnique({ where: { id }, select: { id: true } })) ? { ended: true } : null;
  const link = normaliseLink(row.link);
  // A paused or claimed-out offer too (decisions 546, 547): its click is not counted, since no redirect is made.
  if (!link || !(await db.coupon.count({ where: { id, ...openWhere(today) } }))) return { ended: true };
  return { link };
}
