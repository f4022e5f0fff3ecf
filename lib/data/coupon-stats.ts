import "server-only";
import { db } from "@/lib/db";
import { addDays, dayToDate, todayInIndia } from "@/lib/validations/calendar-day";
import { couponPhase, type CouponPhase } from "./coupon-shape";

// Affiliated Management (decision 530): views and clicks per coupon and per day, counted in SQL from
// the partner's own coupons' events (one grouped query each, whatever the number of events).

export const STATS_DAYS = 30;
export const STATS_ROWS = 200;

export type CouponStatsRow = {
  id: string;
  title: string;
  brand: string;
  phase: CouponPhase;
  views: number;
  clicks: number;
  totalViews: number;
  totalClicks: number;
};
export type DailyStats = { day: string; views: number; clicks: number };

/** The first instant of the window: midnight in India `days - 1` days before today. */
function since(days: number, today: string): Date {
  return new Date(dayToDate(addDays(today, -(days - 1))).getTime() - 5.5 * 3_600_000);
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
      views: bigint;
      clicks: bigint;
      viewCount: number;
      clickCount: number;
    }[]
  >`
    SELECT c.id, c.title, c.brand, c."startDate", c."expiryDate", c."viewCount", c."clickCount",
           count(e.id) FILTER (WHERE e.type = 'VIEW') AS views,
           count(e.id) FILTER (WHERE e.type = 'CLICK') AS clicks
    FROM "Coupon" c
    LEFT JOIN "CouponEvent" e ON e."couponId" = c.id AND e."createdAt" >= ${since(days, today)}
    WHERE c."partnerId" = ${partnerId}
    GROUP BY c.id
    ORDER BY clicks DESC, views DESC, c."createdAt" DESC
    LIMIT ${limit}`;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    brand: r.brand,
    phase: couponPhase(
      { startDate: r.startDate.toISOString().slice(0, 10), expiryDate: r.expiryDate.toISOString().slice(0, 10) },
      today,
    ),
    views: Number(r.views),
    clicks: Number(r.clicks),
    totalViews: r.viewCount,
    totalClicks: r.clickCount,
  }));
}

/** One row per India day of the window, oldest first, zeros included. */
export async function dailyStats(partnerId: string, days = STATS_DAYS, today = todayInIndia()): Promise<DailyStats[]> {
  const rows = await db.$queryRaw<{ day: string; views: bigint; clicks: bigint }[]>`
    SELECT to_char(e."createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
           count(*) FILTER (WHERE e.type = 'VIEW') AS views,
           count(*) FILTER (WHERE e.type = 'CLICK') AS clicks
    FROM "CouponEvent" e JOIN "Coupon" c ON c.id = e."couponId"
    WHERE c."partnerId" = ${partnerId} AND e."createdAt" >= ${since(days, today)}
    GROUP BY 1`;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - (days - 1));
    const row = byDay.get(day);
    return { day, views: Number(row?.views ?? 0), clicks: Number(row?.clicks ?? 0) };
  });
}
