import "server-only";
import { AppError, validationError } from "@/lib/errors";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { Coupon, Prisma } from "@/lib/generated/prisma/client";
import { dateToDay, dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import { type CouponCategory, couponCategories } from "@/lib/model/coupon-categories";
import { CURSOR_MESSAGE, type CouponSort, type CouponValues } from "@/lib/validations/coupon";
import { COUPON_MESSAGES } from "@/lib/validations/coupon-messages";
import { MAX_OPEN_COUPONS, openCouponsMessage } from "@/lib/limits/rules";
import { COUPON_NOT_FOUND_MESSAGE, type CouponPhase, type CouponState, type CouponView } from "@/lib/model/coupon-view";
import { couponColumns, toCouponView } from "./coupon-shape";
import { changedFields, recordChange } from "./coupon-history";
import { ownedWhere } from "./coupon-scope";
import { settleClaimStatus } from "./coupon-codes";
import { refusedImages, lockOwner } from "./uploads";
import { apiCursorPlace, NEWEST_FIRST, type RowPlace } from "./newest-first";
import { sortedPage } from "./coupon-order";
import { refuseCodeInUse, repeatedCodes } from "./open-coupon-codes";
import { containsText } from "./text-match";

// Every function takes the partner's id and filters by it: another partner's coupon is "not found",
// so its existence does not leak (SECURITY row 7). A deleted coupon is "not found" too (decision 550).

export const COUPON_CONFLICT_MESSAGE = "This coupon was changed elsewhere. Reload and try again.";
export const DEFAULT_PAGE_SIZE = 50;

const notFound = () => new AppError("not_found", COUPON_NOT_FOUND_MESSAGE);

/** A coupon's image: the partner's own upload or a public picture, never a tracking link (SECURITY row 35). */
async function checkImages(partnerId: string, images: string[], client: Prisma.TransactionClient): Promise<void> {
  const refused = await refusedImages({ partnerId }, images, getEnv().APP_URL, client);
  if (refused.length) throw validationError([{ path: ["image"], message: COUPON_MESSAGES.imageInvalid }]);
}

export type CouponSearch = {
  search?: string;
  cursor?: string;
  limit?: number;
  withCategory?: boolean;
  state?: CouponState;
  category?: CouponCategory;
  sort?: CouponSort;
};

/**
 * Case-insensitive search (spec 5): the dashboard listing matches brand, code and description, and its
 * titles too (`withTitle`, decision 559); the tabbed listing (`withCategory`) also matches a category by name.
 * The public feed (`codesShown`) matches a code only where the offer shows it (a shared code): a code
 * kept from before a switch to claim codes is hidden (decision 835), and a substring search would spell
 * it out a character at a time.
 */
export function searchFilter(
  search: string | undefined,
  { withCategory = false, withTitle = false, codesShown = false } = {},
): Prisma.CouponWhereInput {
  const q = search?.trim();
  if (!q) return {};
  const text = containsText(q);
  const code: Prisma.CouponWhereInput = codesShown ? { code: text, codeMode: "SHARED" } : { code: text };
  const or: Prisma.CouponWhereInput[] = [{ brand: text }, code, { description: text }];
  if (withTitle) or.push({ title: text });
  if (withCategory) {
    const needle = q.toLowerCase();
    const categories = couponCategories.filter((c) => c.toLowerCase().includes(needle));
    if (categories.length) or.push({ categories: { hasSome: categories } });
  }
  return { OR: or };
}

export type CouponPage = { coupons: CouponView[]; nextCursor: string | null };

/**
 * One page of the partner's coupons: the search (titles too), a state and a category, in the sort's order
 * (newest first unless said), after the place `cursor` names. The cursor is the opaque keyset cursor
 * (decision 021; a sorted list's carries its key, decision 559), so a coupon that changes state, is added
 * or is deleted meanwhile never repeats or skips a row; a bare id of this partner's coupons, the cursor
 * before it, still pages newest first for one release. Anything else is a validation error, never page 1.
 */
export async function listCoupons(
  partnerId: string,
  { search, cursor, limit = DEFAULT_PAGE_SIZE, withCategory = false, state, category, sort }: CouponSearch = {},
  today = todayInIndia(),
): Promise<CouponPage> {
  const place = cursor ? await partnerCursorPlace(partnerId, cursor) : null;
  const where: Prisma.CouponWhereInput = {
    AND: [
      ownedWhere(partnerId),
      searchFilter(search, { withCategory, withTitle: true }),
      state ? stateWhere(state, dayToDate(today)) : {},
      category ? { categories: { has: category } } : {},
    ],
  };
  const { rows, nextCursor } = await sortedPage(where, { sort, place, limit }, today);
  return { coupons: rows.map((row) => toCouponView(row, today)), nextCursor };
}

/** The coupons the Listing Page's state filter names on `day`: couponState (lib/model) in SQL. */
export function stateWhere(state: CouponState, day: Date): Prisma.CouponWhereInput {
  const running: Prisma.CouponWhereInput = { expiryDate: { gte: day } };
  if (state === "expired") return { expiryDate: { lt: day } };
  if (state === "claimed") return { ...running, status: "CLAIMED" };
  if (state === "paused") return { ...running, status: { not: "CLAIMED" }, pausedAt: { not: null } };
  return phaseWhere(state === "live" ? "lived" : "listed", day);
}

/**
 * The place a partner list's cursor names; a validation error on `field` for one this API never gave this
 * partner. A legacy id cursor's coupon, deleted since but not yet purged, still marks its place.
 */
export async function partnerCursorPlace(partnerId: string, cursor: string, field = "cursor"): Promise<RowPlace> {
  const place = await apiCursorPlace(cursor, (id) =>
    db.coupon.findFirst({ where: { id, partnerId }, select: { id: true, createdAt: true } }),
  );
  if (!place) throw validationError([{ path: [field], message: CURSOR_MESSAGE }]);
  return place;
}

/** Neither paused (decision 546) nor claimed out (decision 547): its dates alone say where it is. */
export const runningWhere = { pausedAt: null, status: { not: "CLAIMED" } } satisfies Prisma.CouponWhereInput;

/**
 * The rows of one lifecycle phase on `day` (decision 501): `stateTab` of coupon-shape.ts in SQL, for the
 * tabs and the Home tiles alike (decision 554). A paused or claimed-out coupon is neither listed nor
 * live: the Expired tab, the offers not running, shows it with its Paused or Claimed badge.
 */
export function phaseWhere(phase: CouponPhase, day: Date): Prisma.CouponWhereInput {
  if (phase === "listed") return { startDate: { gt: day }, expiryDate: { gte: day }, ...runningWhere };
  if (phase === "lived") return { startDate: { lte: day }, expiryDate: { gte: day }, ...runningWhere };
  return { OR: [{ expiryDate: { lt: day } }, { pausedAt: { not: null } }, { status: "CLAIMED" }] };
}

export type PhaseCounts = Record<CouponPhase, number>;

/**
 * The tabbed listing: how many coupons each tab holds for the search, and the first `limit` of the
 * chosen tab, newest first (one query per count; the counts use the partner's index).
 */
export async function listCouponsByPhase(
  partnerId: string,
  phase: CouponPhase,
  { search, limit = 48 }: { search?: string; limit?: number } = {},
  today = todayInIndia(),
): Promise<{ coupons: CouponView[]; counts: PhaseCounts }> {
  const day = dayToDate(today);
  // AND, never a spread: the search and the Expired phase are both an OR, and a spread keeps only one.
  const where = (p: CouponPhase): Prisma.CouponWhereInput => ({
    AND: [ownedWhere(partnerId), searchFilter(search, { withCategory: true }), phaseWhere(p, day)],
  });
  const count = (p: CouponPhase) => db.coupon.count({ where: where(p) });
  const [rows, listed, lived, expired] = await Promise.all([
    db.coupon.findMany({ where: where(phase), orderBy: NEWEST_FIRST, take: limit }),
    count("listed"),
    count("lived"),
    count("expired"),
  ]);
  return { coupons: rows.map((row) => toCouponView(row, today)), counts: { listed, lived, expired } };
}

export async function recentCoupons(partnerId: string, today = todayInIndia()): Promise<CouponView[]> {
  const rows = await db.coupon.findMany({ where: ownedWhere(partnerId), orderBy: NEWEST_FIRST, take: 6 });
  return rows.map((row) => toCouponView(row, today));
}

export async function getCoupon(partnerId: string, id: string, today = todayInIndia()): Promise<CouponView> {
  const row = await db.coupon.findFirst({ where: { id, ...ownedWhere(partnerId) } });
  if (!row) throw notFound();
  return toCouponView(row, today);
}

/** partnerId comes from the session; status, counts and version keep their defaults. */
/** `today`: the India day the coupon's phase is read on; `client`: the caller's transaction, when it has one. */
/** `keptImages`: images one of the partner's coupons already has (a duplicate's), not checked again. */
export type WriteOptions = { today?: string; client?: Prisma.TransactionClient; keptImages?: string[] };

export async function createCoupon(partnerId: string, values: CouponValues, options: WriteOptions = {}) {
  const [view] = await createCoupons(partnerId, [values], options);
  return view!;
}

/**
 * Refuses (409 limit_reached) `adding` more open coupons when they would take the partner past
 * MAX_OPEN_COUPONS that have not ended (decision 801). The caller holds the partner's lock (lockOwner).
 */
export async function refuseOverOpenCeiling(
  partnerId: string,
  adding: number,
  today: string,
  tx: Prisma.TransactionClient,
): Promise<void> {
  const open = await tx.coupon.count({ where: { ...ownedWhere(partnerId), expiryDate: { gte: dayToDate(today) } } });
  if (open + adding > MAX_OPEN_COUPONS) throw new AppError("limit_reached", openCouponsMessage(open, adding));
}

/**
 * Stores coupons for this partner, every one or none, unless they would take the partner past
 * MAX_OPEN_COUPONS coupons that have not ended: the partner's row is locked while they are counted, so
 * concurrent creates and imports cannot pass it together (decision 801).
 */
export async function createCoupons(
  partnerId: string,
  list: CouponValues[],
  { today = todayInIndia(), client, keptImages = [] }: WriteOptions = {},
) {
  const store = async (tx: Prisma.TransactionClient) => {
    await lockOwner({ partnerId }, tx);
    const images = list.map((values) => values.image).filter((image) => !keptImages.includes(image));
    await checkImages(partnerId, images, tx);
    // No code of an open coupon twice (decision 559): checked under the partner's lock, like the count.
    const repeated = await repeatedCodes(
      partnerId,
      list.map((values) => values.code),
      { today, client: tx },
    );
    const [first] = repeated.values();
    if (first !== undefined) throw validationError([{ path: ["code"], message: first }]);
    await refuseOverOpenCeiling(partnerId, list.length, today, tx);
    const rows = await tx.coupon.createManyAndReturn({
      data: list.map((values) => ({ ...couponColumns(values), partnerId })),
    });
    return rows.map((row) => toCouponView(row, today));
  };
  return client ? store(client) : db.$transaction(store, { timeout: 60_000 });
}

/** The stored coupon's dates, as an edit's rules read them (lib/coupons: a live coupon keeps its start). */
export type StoredDates = { startDate: string; expiryDate: string };

/**
 * Optimistic concurrency: the write happens only if the row still has the version the client read;
 * otherwise a 409 (decision 501). One statement, so two simultaneous edits cannot both win. `accept`
 * (the feature's rules, decision 545) sees the row's dates as stored and throws to refuse before any
 * write; the write names that row's version and start, so a row changed after the check is a 409 too.
 */
export async function updateCoupon(
  partnerId: string,
  id: string,
  values: CouponValues & { version: number },
  { today = todayInIndia(), accept }: { today?: string; accept?: (stored: StoredDates) => void } = {},
): Promise<CouponView> {
  const stored = await db.coupon.findFirst({ where: { id, ...ownedWhere(partnerId) } });
  if (!stored) throw notFound();
  accept?.({ startDate: dateToDay(stored.startDate), expiryDate: dateToDay(stored.expiryDate) });
  // An image the coupon already has is not checked again.
  if (values.image !== stored.imageUrl) await checkImages(partnerId, [values.image], db);
  return db.$transaction(async (tx) => {
    // A changed code is checked; one the coupon already had is its own, whatever others share it.
    if (values.code && values.code.trim().toUpperCase() !== (stored.code ?? "").trim().toUpperCase()) {
      await lockOwner({ partnerId }, tx);
      await refuseCodeInUse(partnerId, values.code, { today, except: [id], client: tx });
    }
    const { count } = await tx.coupon.updateMany({
      where: { id, ...ownedWhere(partnerId), version: values.version, startDate: stored.startDate },
      data: { ...couponColumns(values), version: { increment: 1 } },
    });
    if (count === 0) {
      const exists = await tx.coupon.count({ where: { id, ...ownedWhere(partnerId) } });
      throw exists ? new AppError("conflict", COUPON_CONFLICT_MESSAGE) : notFound();
    }
    const after = toCouponView(await tx.coupon.findFirstOrThrow({ where: { id, ...ownedWhere(partnerId) } }), today);
    const fields = changedFields(toCouponView(stored, today), after);
    // The history names what changed (decision 546); a save that changed nothing adds no entry.
    if (Object.keys(fields).length) await recordChange(tx, { couponId: id, partnerId, kind: "EDIT", fields });
    // A new cap may close the coupon to claims or open it again (decision 547).
    const columns = couponColumns(values);
    if (stored.claimCap !== columns.claimCap || stored.capCounts !== columns.capCounts) {
      await settleClaimStatus(tx, id);
      return toCouponView(await tx.coupon.findFirstOrThrow({ where: { id, ...ownedWhere(partnerId) } }), today);
    }
    return after;
  });
}

/**
 * Marks the partner's coupon deleted at `now` and answers it (decision 550): it leaves every read at
 * once, and its events, claims and history stay until the housekeeping removes it after the undo window.
 */
export async function deleteCoupon(partnerId: string, id: string, now = new Date()): Promise<Coupon> {
  const [row] = await db.coupon.updateManyAndReturn({
    where: { id, ...ownedWhere(partnerId) },
    data: { deletedAt: now },
  });
  if (!row) throw notFound();
  return row;
}
