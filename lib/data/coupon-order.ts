import "server-only";
import { validationError } from "@/lib/errors";
import { db } from "@/lib/db";
import type { Coupon, Prisma } from "@/lib/generated/prisma/client";
import { dateToDay, dayToDate, isCalendarDay } from "@/lib/model/calendar-day";
import { CURSOR_MESSAGE, type CouponSort } from "@/lib/validations/coupon";
import { NEWEST_FIRST, olderThanRow, opaqueCursor, type RowPlace } from "./newest-first";

// The Listing Page's orders (decision 559) on the one keyset cursor of every list (decision 021): a sorted
// list's cursor carries the row's value of the sort's column, and the row's time and id break its ties,
// so a page never repeats or skips a coupon whatever is added, changed or deleted meanwhile.

const cursorError = () => validationError([{ path: ["cursor"], message: CURSOR_MESSAGE }]);

type Rows = { rows: Coupon[]; key: (row: Coupon) => string | undefined };

const find = (where: Prisma.CouponWhereInput[], orderBy: Prisma.CouponOrderByWithRelationInput[], take: number) =>
  db.coupon.findMany({ where: { AND: where }, orderBy, take });

/** Most claimed first; equal counts newest first. */
async function mostClaimed(where: Prisma.CouponWhereInput, place: RowPlace | null, take: number): Promise<Rows> {
  const value = place?.key?.value;
  if (place && !/^\d{1,9}$/.test(value ?? "")) throw cursorError();
  const count = Number(value);
  const after: Prisma.CouponWhereInput = place
    ? { OR: [{ claimCount: { lt: count } }, { AND: [{ claimCount: count }, olderThanRow(place)] }] }
    : {};
  const rows = await find([where, after], [{ claimCount: "desc" }, ...NEWEST_FIRST], take);
  return { rows, key: (row) => String(row.claimCount) };
}

/**
 * Ending soonest: the coupons still running or to come by expiry, soonest first, then the ended ones,
 * the latest ended first (an ended offer is not "ending"). The key names the part and the expiry day.
 */
async function endingSoonest(
  where: Prisma.CouponWhereInput,
  place: RowPlace | null,
  take: number,
  today: string,
): Promise<Rows> {
  const day = dayToDate(today);
  const match = place ? /^([ab])(\d{4}-\d{2}-\d{2})$/.exec(place.key?.value ?? "") : null;
  // A real day, as every stored expiry is (1970 or later: year 0000 reached the database as an error).
  if (place && (!match || !isCalendarDay(match[2]!))) throw cursorError();
  const [part, expiry] = match ? [match[1], dayToDate(match[2]!)] : ["a", null];
  const open: Prisma.CouponWhereInput = { expiryDate: { gte: day } };
  const ended: Prisma.CouponWhereInput = { expiryDate: { lt: day } };
  const later = (direction: "gt" | "lt"): Prisma.CouponWhereInput =>
    place && expiry
      ? { OR: [{ expiryDate: { [direction]: expiry } }, { AND: [{ expiryDate: expiry }, olderThanRow(place)] }] }
      : {};
  const endedRows = (after: Prisma.CouponWhereInput, n: number) =>
    find([where, ended, after], [{ expiryDate: "desc" }, ...NEWEST_FIRST], n);
  let rows: Coupon[];
  if (part === "a") {
    rows = await find([where, open, later("gt")], [{ expiryDate: "asc" }, ...NEWEST_FIRST], take);
    if (rows.length < take) rows = [...rows, ...(await endedRows({}, take - rows.length))];
  } else {
    rows = await endedRows(later("lt"), take);
  }
  return { rows, key: (row) => `${row.expiryDate >= day ? "a" : "b"}${dateToDay(row.expiryDate)}` };
}

/**
 * One page of coupons matching `where` (already scoped to the partner) in `sort`'s order, after the place
 * `place` names, and the cursor of the next page. A cursor given for another order is refused, never page 1.
 */
export async function sortedPage(
  where: Prisma.CouponWhereInput,
  { sort = "newest", place, limit }: { sort?: CouponSort; place: RowPlace | null; limit: number },
  today: string,
): Promise<{ rows: Coupon[]; nextCursor: string | null }> {
  if (place && (place.key?.sort ?? "newest") !== sort) throw cursorError();
  const take = limit + 1;
  const { rows, key }: Rows =
    sort === "claimed"
      ? await mostClaimed(where, place, take)
      : sort === "ending"
        ? await endingSoonest(where, place, take, today)
        : {
            rows: await find([where, place ? olderThanRow(place) : {}], NEWEST_FIRST, take),
            key: () => undefined,
          };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (!(rows.length > limit && last)) return { rows: page, nextCursor: null };
  const value = key(last);
  const { createdAt, id } = last;
  return { rows: page, nextCursor: opaqueCursor({ createdAt, id, ...(value ? { key: { sort, value } } : {}) }) };
}
