// Demo views and clicks, so the dashboard's charts, tiles and tables have something to show on a fresh
// start. Every live day of each seeded coupon up to today gets a day's events; the numbers come from a
// PRNG seeded by coupon and day, so a day always gets the same events whichever day the seed runs on.
// Each event has a `seed:` dedupe key (coupon, type, day, ordinal): a re-run inserts only the days that
// are new since the last run, and the coupon's stored totals grow by exactly what was inserted.
import type { PrismaClient } from "../lib/generated/prisma/client";
import { addDays, dateToDay, dayToDate } from "../lib/model/calendar-day";
import type { SeedCoupon } from "./seed-data";
import { WEEKDAY, hash, indiaDayStart, prng } from "./seed-random";

const DAY = 86_400_000;
/** A coupon's demo viewCount is about what it gets in this many live days. */
const RATE_DAYS = 30;

/** Half of the clicks become claims in the app (decision 547), a minute after the click. */
const CLAIM_RATE = 0.5;

/** A day's views (their instants), clicks (each a little after one of the views) and claims (after a click). */
export type SeedDay = { day: string; views: Date[]; clicks: Date[]; claims: Date[] };

/**
 * A coupon's events for each of its live days up to `today` (India days): views around a thirtieth of
 * the coupon's demo figure a day (a steady rate, not its total squeezed into however few days it has
 * been live), busier at weekends, each view a click with the coupon's demo click-through rate (so clicks
 * never outnumber views). Today's events are all before `now`.
 */
export function couponDays(
  coupon: Pick<SeedCoupon, "key" | "viewCount" | "clickCount">,
  live: { from: string; to: string },
  today: string,
  now: Date,
): SeedDay[] {
  const last = live.to < today ? live.to : today;
  if (coupon.viewCount <= 0 || live.from > last) return [];
  const length = (dayToDate(last).getTime() - dayToDate(live.from).getTime()) / DAY + 1;
  const mean = coupon.viewCount / RATE_DAYS;
  const ctr = coupon.clickCount / coupon.viewCount;
  return Array.from({ length }, (_, i) => {
    const day = addDays(live.from, i);
    const random = prng(hash(`${coupon.key}:${day}`));
    // New offers warm up over their first few days.
    const warmUp = Math.min(1, 0.4 + i * 0.15);
    const views = Math.round(mean * warmUp * WEEKDAY[dayToDate(day).getUTCDay()]! * (0.6 + random() * 0.8));
    let clicks = 0;
    for (let v = 0; v < views; v++) if (random() < ctr) clicks++;
    const start = indiaDayStart(day);
    const span = Math.max(1, Math.min(DAY, now.getTime() - start));
    const times = Array.from({ length: views }, () => start + Math.floor(random() * span));
    const end = Math.min(start + DAY, now.getTime()) - 1;
    // Drawn after the views and clicks, so adding claims changed none of the days' views or clicks.
    const claimed = times.slice(0, clicks).filter(() => random() < CLAIM_RATE);
    return {
      day,
      views: times.map((t) => new Date(t)),
      clicks: times.slice(0, clicks).map((t) => new Date(Math.min(t + 30_000, end))),
      claims: claimed.map((t) => new Date(Math.min(t + 90_000, end))),
    };
  });
}

type EventRow = { couponId: string; type: "VIEW" | "CLICK"; dedupeKey: string; createdAt: Date };

/**
 * Inserts the rows that are not there yet (by their dedupe key) and answers how many it inserted: one
 * statement over arrays, where Prisma's createMany sent a parameter per cell (the events were most of a
 * first seed's time on the embedded database).
 */
async function insert(db: PrismaClient, rows: EventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  return db.$executeRaw`
    INSERT INTO "CouponEvent" ("couponId", type, "dedupeKey", "createdAt")
    SELECT * FROM unnest(${rows.map((r) => r.couponId)}::text[], ${rows.map((r) => r.type)}::"CouponEventType"[],
      ${rows.map((r) => r.dedupeKey)}::text[], ${rows.map((r) => r.createdAt.toISOString())}::timestamptz[])
    ON CONFLICT DO NOTHING`;
}

/** The last day each seeded coupon has demo views for: the keys sort by day within a coupon. */
async function lastSeededDays(db: PrismaClient) {
  const rows = await db.$queryRaw<{ couponId: string; key: string }[]>`
    SELECT "couponId", max("dedupeKey") AS key FROM "CouponEvent"
    WHERE "dedupeKey" LIKE 'seed:%' AND type = 'VIEW' GROUP BY "couponId"`;
  return new Map(rows.map((r) => [r.couponId, r.key.split(":").at(-2) ?? ""]));
}

/** Inserts the missing demo events of the seeded coupons and adds what it inserted to their totals. */
export async function seedCouponEvents(db: PrismaClient, coupons: readonly SeedCoupon[], today: string, now: Date) {
  const seeded = await lastSeededDays(db);
  for (const c of coupons) {
    const id = `seed-${c.key}`;
    const row = await db.coupon.findUnique({
      where: { id },
      select: { startDate: true, expiryDate: true, claimCap: true },
    });
    if (!row) continue;
    const live = couponDays(c, { from: dateToDay(row.startDate), to: dateToDay(row.expiryDate) }, today, now);
    // From the last day already there (its keys are skipped if complete): earlier days are all in.
    const last = seeded.get(id) ?? "";
    const days = live.filter((d) => d.day >= last);
    const rows = (type: "VIEW" | "CLICK", pick: (d: SeedDay) => Date[]) =>
      days.flatMap((d) =>
        pick(d).map((createdAt, n) => ({
          couponId: id,
          type,
          dedupeKey: `seed:${id}:${type}:${d.day}:${n}`,
          createdAt,
        })),
      );
    const viewCount = await insert(
      db,
      rows("VIEW", (d) => d.views),
    );
    const clickCount = await insert(
      db,
      rows("CLICK", (d) => d.clicks),
    );
    const claimCount = await seedClaims(db, id, live, row.claimCap);
    if (viewCount || clickCount || claimCount) {
      await db.coupon.update({
        where: { id },
        data: {
          viewCount: { increment: viewCount },
          clickCount: { increment: clickCount },
          claimCount: { increment: claimCount },
        },
      });
    }
    // Claimed out, as the app's last claim would have left it (decision 547).
    if (row.claimCap !== null)
      await db.coupon.updateMany({
        where: { id, claimCount: { gte: row.claimCap } },
        data: { status: "CLAIMED" },
      });
  }
}

/**
 * A coupon's demo claims, at most its cap: every live day's, keyed `seed:{coupon}:{day}:{n}` as a real
 * claim's user key is a digest, so the first `cap` are the same rows on every run and a re-run adds only
 * the new days' claims (and none past the cap). Answers how many it inserted.
 */
async function seedClaims(db: PrismaClient, id: string, days: SeedDay[], cap: number | null) {
  const rows = days.flatMap((d) =>
    d.claims.map((createdAt, n) => ({ couponId: id, userKey: `seed:${id}:${d.day}:${n}`, createdAt })),
  );
  const { count } = await db.couponClaim.createMany({
    data: cap === null ? rows : rows.slice(0, cap),
    skipDuplicates: true,
  });
  return count;
}
