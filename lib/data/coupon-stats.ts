import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDays, dateToDay, indiaMidnight, todayInIndia } from "@/lib/model/calendar-day";
import { couponState, type CouponState, STATS_DAYS } from "@/lib/model/coupon-view";

// Affiliated Management (decision 530) and a coupon's results page (decision 548): views, clicks,
// claims, and redemptions with their orders' sales (decision 563), per coupon and per day, counted in SQL from the partner's own coupons' events and claims (one
// grouped query each, whatever their number). A deleted coupon's counts are left out (decision 550).

export const STATS_ROWS = 200;

export type CouponStatsRow = {
  id: string;
  title: string;
  brand: string;
  /** The coupon's state as the cards show it: a claimed-out or paused coupon is never "Live" (decision 554). */
  state: CouponState;
  views: number;
  clicks: number;
  claims: number;
  /** Codes redeemed in the window, and their orders' amounts in rupees (decision 563). */
  redemptions: number;
  sales: number;
  totalViews: number;
  totalClicks: number;
  totalClaims: number;
  totalRedemptions: number;
  totalSales: number;
};
export type DailyStats = {
  day: string;
  views: number;
  clicks: number;
  claims: number;
  redemptions: number;
  /** The redeemed orders' amounts, in rupees. */
  sales: number;
};

/** The first instant of an India day: its midnight in India. */

/** The first instant of the window: midnight in India `days - 1` days before today. */
function since(days: number, today: string): Date {
  return indiaMidnight(addDays(today, -(days - 1)));
}

export async function couponStats(
  partnerId: string,
  { days = STATS_DAYS, limit = STATS_ROWS }: { days?: number; limit?: number } = {},
  today = todayInIndia(),
): Promise<CouponStatsRow[]> {
  const rows = await db.$queryRaw<
    {
      id: string;
      title: string;
      brand: string;
      startDate: Date;
      expiryDate: Date;
      pausedAt: Date | null;
      claimed: boolean;
      views: bigint;
      clicks: bigint;
      claims: bigint;
      viewCount: number;
      clickCount: number;
      claimCount: number;
      redemptions: bigint;
      sales: bigint;
      totalRedemptions: bigint;
      totalSales: bigint;
    }[]
  >`
    SELECT c.id, c.title, c.brand, c."startDate", c."expiryDate", c."pausedAt", c.status = 'claimed' AS claimed, c."viewCount", c."clickCount", c."claimCount",
           count(e.id) FILTER (WHERE e.type = 'VIEW') AS views,
           count(e.id) FILTER (WHERE e.type = 'CLICK') AS clicks,
           (SELECT count(*) FROM "CouponClaim" k
            WHERE k."couponId" = c.id AND k."createdAt" >= ${since(days, today)}) AS claims,
           r.redemptions, r.sales, r."totalRedemptions", r."totalSales"
    FROM "Coupon" c
    LEFT JOIN "CouponEvent" e ON e."couponId" = c.id AND e."createdAt" >= ${since(days, today)}
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE k."redeemedAt" >= ${since(days, today)}) AS redemptions,
             coalesce(sum(k."orderAmountPaise") FILTER (WHERE k."redeemedAt" >= ${since(days, today)}), 0) AS sales,
             count(*) AS "totalRedemptions", coalesce(sum(k."orderAmountPaise"), 0) AS "totalSales"
      FROM "CouponCode" k WHERE k."couponId" = c.id AND k."redeemedAt" IS NOT NULL
    ) r
    WHERE c."partnerId" = ${partnerId} AND c."deletedAt" IS NULL
    GROUP BY c.id, r.redemptions, r.sales, r."totalRedemptions", r."totalSales"
    ORDER BY clicks DESC, views DESC, c."createdAt" DESC
    LIMIT ${limit}`;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    brand: r.brand,
    state: couponState(
      {
        startDate: dateToDay(r.startDate),
        expiryDate: dateToDay(r.expiryDate),
        paused: r.pausedAt !== null,
        claimed: r.claimed,
      },
      today,
    ),
    views: Number(r.views),
    clicks: Number(r.clicks),
    claims: Number(r.claims),
    redemptions: Number(r.redemptions),
    sales: Number(r.sales) / 100,
    totalViews: r.viewCount,
    totalClicks: r.clickCount,
    totalClaims: r.claimCount,
    totalRedemptions: Number(r.totalRedemptions),
    totalSales: Number(r.totalSales) / 100,
  }));
}

/**
 * One row per India day of the window ending today, oldest first, zeros included: the partner's coupons
 * together, or one of them (`couponId`, which must be the partner's: another's counts nothing).
 */
export async function dailyStats(
  partnerId: string,
  days = STATS_DAYS,
  today = todayInIndia(),
  couponId?: string,
): Promise<DailyStats[]> {
  const from = since(days, today);
  const until = indiaMidnight(addDays(today, 1));
  const onlyCoupon = couponId ? Prisma.sql`AND c.id = ${couponId}` : Prisma.empty;
  const rows = await db.$queryRaw<
    { day: string; views: bigint; clicks: bigint; claims: bigint; redemptions: bigint; sales: bigint }[]
  >`
    SELECT to_char(x.at AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
           count(*) FILTER (WHERE x.kind = 'VIEW') AS views,
           count(*) FILTER (WHERE x.kind = 'CLICK') AS clicks,
           count(*) FILTER (WHERE x.kind = 'CLAIM') AS claims,
           count(*) FILTER (WHERE x.kind = 'REDEMPTION') AS redemptions,
           coalesce(sum(x.paise), 0) AS sales
    FROM (
      SELECT e."createdAt" AS at, e.type::text AS kind, NULL::integer AS paise
      FROM "CouponEvent" e JOIN "Coupon" c ON c.id = e."couponId"
      WHERE c."partnerId" = ${partnerId} AND c."deletedAt" IS NULL ${onlyCoupon} AND e."createdAt" >= ${from} AND e."createdAt" < ${until}
      UNION ALL
      SELECT k."createdAt", 'CLAIM', NULL
      FROM "CouponClaim" k JOIN "Coupon" c ON c.id = k."couponId"
      WHERE c."partnerId" = ${partnerId} AND c."deletedAt" IS NULL ${onlyCoupon} AND k."createdAt" >= ${from} AND k."createdAt" < ${until}
      UNION ALL
      SELECT r."redeemedAt", 'REDEMPTION', r."orderAmountPaise"
      FROM "CouponCode" r JOIN "Coupon" c ON c.id = r."couponId"
      WHERE c."partnerId" = ${partnerId} AND c."deletedAt" IS NULL ${onlyCoupon} AND r."redeemedAt" >= ${from} AND r."redeemedAt" < ${until}
    ) x
    GROUP BY 1`;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - (days - 1));
    const row = byDay.get(day);
    return {
      day,
      views: Number(row?.views ?? 0),
      clicks: Number(row?.clicks ?? 0),
      claims: Number(row?.claims ?? 0),
      redemptions: Number(row?.redemptions ?? 0),
      sales: Number(row?.sales ?? 0) / 100,
    };
  });
}
