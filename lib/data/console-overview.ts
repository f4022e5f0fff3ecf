import "server-only";
import { db } from "@/lib/db";
import { addDays, dayToDate, todayInIndia } from "@/lib/model/calendar-day";
import { businessDaysBetween } from "@/lib/format/business-days";
import { DELETION_DUE_BUSINESS_DAYS } from "./inbox";
import { liveWhere } from "./public-offers";

export type DailyViews = { day: string; views: number };

export type ConsoleOverview = {
  pendingPartners: number;
  newLeads: number;
  newMessages: number;
  openDeletionRequests: number;
  overdueDeletionRequests: number;
  liveCoupons: number;
  pageViews: DailyViews[];
  pageViewsTotal: number;
};

/** The console's first screen: what needs someone, and the public site's traffic over 30 days. */
export async function consoleOverview(today = todayInIndia()): Promise<ConsoleOverview> {
  const since = dayToDate(addDays(today, -29));
  const [pendingPartners, newLeads, newMessages, openDeletions, liveCoupons, views] = await Promise.all([
    db.partner.count({ where: { status: "PENDING" } }),
    db.lead.count({ where: { handledAt: null } }),
    db.contactMessage.count({ where: { handledAt: null } }),
    db.deletionRequest.findMany({ where: { status: "CONFIRMED" }, select: { confirmedAt: true, createdAt: true } }),
    db.coupon.count({ where: liveWhere(today) }),
    // Days in India time, counted in the database: one row per day, whatever the traffic.
    db.$queryRaw<{ day: string; views: bigint }[]>`
      SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, count(*) AS views
      FROM "PageView" WHERE "createdAt" >= ${new Date(since.getTime() - 330 * 60_000)}
      GROUP BY 1`,
  ]);
  const byDay = new Map(views.map((v) => [v.day, Number(v.views)]));
  const pageViews = Array.from({ length: 30 }, (_, i) => {
    const d = addDays(today, i - 29);
    return { day: d, views: byDay.get(d) ?? 0 };
  });
  const now = new Date();
  return {
    pendingPartners,
    newLeads,
    newMessages,
    openDeletionRequests: openDeletions.length,
    overdueDeletionRequests: openDeletions.filter(
      (r) => businessDaysBetween(r.confirmedAt ?? r.createdAt, now) > DELETION_DUE_BUSINESS_DAYS,
    ).length,
    liveCoupons,
    pageViews,
    pageViewsTotal: pageViews.reduce((sum, d) => sum + d.views, 0),
  };
}
