import type { Metadata } from "next";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { AnnouncementList } from "@/components/partner/home/announcement-list";
import { MetricTiles } from "@/components/partner/home/metric-tiles";
import { ProgressRing } from "@/components/partner/home/progress-ring";
import { RecentCoupons } from "@/components/partner/home/recent-coupons";
import { latestAnnouncements } from "@/lib/data/announcements";
import { couponMetrics } from "@/lib/data/coupon-metrics";
import { recentCoupons } from "@/lib/data/coupons";
import { todayInIndia } from "@/lib/model/calendar-day";
import { dashboardPartner } from "../current-partner";

export const metadata: Metadata = { title: "Dashboard" };

/** Home (spec 2): greeting, the four tiles, Overall Progress, announcements and the recent coupons. */
export default async function DashboardPage() {
  const { partnerId, firstName } = await dashboardPartner();
  const today = todayInIndia();
  const [metrics, recent, announcements] = await Promise.all([
    couponMetrics(partnerId, today),
    recentCoupons(partnerId, today),
    latestAnnouncements(),
  ]);
  return (
    <>
      <PageHeading title={`Hello, ${firstName || "there"}`} subtitle="Welcome back" />
      <div className="mt-8 grid gap-6">
        <MetricTiles tiles={metrics.tiles} />
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <ProgressRing percent={metrics.progress} live={metrics.liveCoupons} total={metrics.totalCoupons} />
          <AnnouncementList announcements={announcements} />
        </div>
        <RecentCoupons coupons={recent} today={today} />
      </div>
    </>
  );
}
