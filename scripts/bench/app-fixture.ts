// The app section's data (scripts/bench/app.ts): offers seeded the same way into the app's database and the
// floor's, and the stored counts read back once the event queue is empty.
import { Redis } from "ioredis";
import type pg from "pg";
import { addDays, todayInIndia } from "../../lib/model/calendar-day";

/** Live offers the events are spread over; the feed is their newest 20. */
export const SPREAD = 1_000;
/** The offer every event of the 'one coupon' runs is about: uncapped, live, not in the feed's first page. */
export const HOT = "benchapp-hot0";
export const spreadId = (i: number) => `benchapp-c${i}`;
const PARTNERS = 10;

/**
 * The same rows, to the millisecond, whichever database: 1,000 live offers of 10 approved partners, the hot
 * one, and newer rows the feed must pass over (expired, paused, a pending partner's), so its query filters
 * as it would in production.
 */
export async function seedOffers(sql: pg.Pool, base: Date): Promise<void> {
  const today = todayInIndia(base);
  const partner = `INSERT INTO "Partner" (id, "firstName", "lastName", email, "phoneNumber", "companyName", "companyAddress",
      "companyPrivacyUrl", "passwordHash", status, "emailVerifiedAt", "updatedAt")
    SELECT $1 || i, 'Bench', 'Partner', $1 || i || '@example.com', '+91 98765 43210', 'Bench Co ' || i, 'Pune',
      'https://bench.example/privacy', 'x', $2::"PartnerStatus", $3, $3
    FROM generate_series(0, $4::int - 1) AS i`;
  await sql.query(partner, ["benchapp-p", "APPROVED", base, PARTNERS]);
  await sql.query(partner, ["benchapp-pending", "PENDING", base, 1]);
  // $1 id prefix, $2 how many, $3 partner id (a prefix taking i % 10 when $4), $5 start, $6 expiry,
  // $7 the newest row's createdAt, $8 minutes between rows, $9 paused.
  const coupons = `INSERT INTO "Coupon" (id, "partnerId", title, brand, link, code, "actualPricePaise", "discountedPricePaise",
      categories, "startDate", "expiryDate", description, "imageUrl", "pausedAt", "createdAt", "updatedAt")
    SELECT $1 || i, CASE WHEN $4 THEN $3 || (i % ${PARTNERS}) ELSE $3 END, 'Bench offer ' || i, 'Brand ' || (i % 37),
      'https://brand.example/deal/' || i, 'SAVE' || i, 99900, 49900, ARRAY['Food & Beverage', 'Fashion'],
      $5::date, $6::date, 'Bench offer number ' || i || ': half off everything in store for app users.',
      '/uploads/bench.png', CASE WHEN $9 THEN $7::timestamptz END,
      $7::timestamptz - (i * $8::int || ' minutes')::interval, $7::timestamptz
    FROM generate_series(0, $2::int - 1) AS i`;
  const live = [addDays(today, -1), addDays(today, 30)];
  const minutesAgo = (m: number) => new Date(base.getTime() - m * 60_000);
  await sql.query(coupons, ["benchapp-c", SPREAD, "benchapp-p", true, ...live, minutesAgo(10), 1, false]);
  await sql.query(coupons, ["benchapp-hot", 1, "benchapp-p0", false, ...live, minutesAgo(5_000), 1, false]);
  await sql.query(coupons, [
    "benchapp-x",
    100,
    "benchapp-p",
    true,
    addDays(today, -40),
    addDays(today, -10),
    base,
    0,
    false,
  ]);
  await sql.query(coupons, ["benchapp-z", 50, "benchapp-p", true, ...live, base, 0, true]);
  await sql.query(coupons, ["benchapp-q", 50, "benchapp-pending0", false, ...live, base, 0, false]);
  await sql.query(`ANALYZE "Coupon"`);
}

/** What the database holds: counters, claim rows, and coupons whose claim count is not their rows'. */
export type Counts = { views: number; clicks: number; claims: number; miscounted: number };

export async function storedCounts(sql: pg.Pool): Promise<Counts> {
  const { rows } = await sql.query<Record<keyof Counts, string>>(
    `SELECT coalesce(sum("viewCount"), 0) AS views, coalesce(sum("clickCount"), 0) AS clicks,
       (SELECT count(*) FROM "CouponClaim") AS claims,
       (SELECT count(*) FROM "Coupon" c
         WHERE c."claimCount" <> (SELECT count(*) FROM "CouponClaim" cc WHERE cc."couponId" = c.id)) AS miscounted
     FROM "Coupon"`,
  );
  const row = rows[0]!;
  return {
    views: Number(row.views),
    clicks: Number(row.clicks),
    claims: Number(row.claims),
    miscounted: Number(row.miscounted),
  };
}

/**
 * Drains through the cron route until the inbox table and the Redis stream are empty (at most `ms`):
 * whether they emptied. What an instance was counting stays in either until its batch committed.
 */
export async function drainQueue(
  { appUrl, cronSecret, sql, redisUrl }: { appUrl: string; cronSecret: string; sql: pg.Pool; redisUrl: string | null },
  ms = 60_000,
): Promise<boolean> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
  redis?.on("error", () => {}); // it may be coming back from its restart: the next round asks again
  const deadline = Date.now() + ms;
  try {
    for (;;) {
      await fetch(`${appUrl}/api/cron/count-events`, { headers: { authorization: `Bearer ${cronSecret}` } })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      const inbox = Number((await sql.query<{ n: string }>(`SELECT count(*) AS n FROM "CouponEventInbox"`)).rows[0]!.n);
      const stream = redis ? await redis.xlen("coupon-events").catch(() => -1) : 0;
      if (inbox === 0 && stream === 0) return true;
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    redis?.disconnect();
  }
}
