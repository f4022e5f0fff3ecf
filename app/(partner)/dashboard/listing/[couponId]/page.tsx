import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DailyChart } from "@/components/partner/affiliates/daily-chart";
import { CouponChangeList } from "@/components/partner/coupons-status/coupon-change-list";
import { StatusBadge } from "@/components/partner/coupons/status-badge";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { Panel } from "@/components/partner/dashboard/panel";
import { ClaimCodesForm } from "@/components/partner/results/claim-codes-form";
import { RedemptionResults } from "@/components/partner/results/redemption-results";
import { ResultTiles } from "@/components/partner/results/result-tiles";
import { couponCodesOf, couponRedemptions } from "@/lib/data/coupon-codes";
import { couponHistory } from "@/lib/data/coupon-history";
import { couponResults } from "@/lib/data/coupon-results";
import { STATS_DAYS } from "@/lib/model/coupon-view";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { couponIdSchema } from "@/lib/validations/coupon";
import { dashboardPartner } from "../../current-partner";

export const metadata: Metadata = { title: "Coupon results" };

type Props = { params: Promise<{ couponId: string }> };

/**
 * One coupon's results (decision 548): views, clicks and claims per India day for the last 30 days, their
 * rates and totals, and its edit history. Another partner's coupon is the not-found page.
 */
export default async function CouponResultsPage({ params }: Props) {
  const { partnerId } = await dashboardPartner();
  const parsed = couponIdSchema.safeParse({ id: (await params).couponId });
  if (!parsed.success) notFound();
  const results = await couponResults(partnerId, parsed.data.id, todayInIndia());
  if (!results) notFound();
  const { coupon, days } = results;
  const [changes, codes, redemptions] = await Promise.all([
    couponHistory(partnerId, coupon.id),
    couponCodesOf(partnerId, coupon.id),
    couponRedemptions(partnerId, coupon.id, addDays(todayInIndia(), -(STATS_DAYS - 1))),
  ]);
  return (
    <>
      <PageHeading title={coupon.title} subtitle={`${coupon.brand} · last ${STATS_DAYS} days`} backToListing />
      <p className="mt-3 flex items-center gap-3 text-sm text-slate-600">
        <StatusBadge coupon={coupon} />
        <span>
          Code <span className="font-mono text-ink">{coupon.code ?? "none"}</span>
        </span>
      </p>
      <div className="mt-6">
        <ResultTiles results={results} />
      </div>
      <Panel id="results-daily-title" title="Views, clicks and claims per day" className="mt-6">
        <div className="mt-4">
          <DailyChart
            days={days}
            empty={`No views, clicks or claims for this coupon in the last ${STATS_DAYS} days yet. They appear here once people see it in the app.`}
          />
        </div>
      </Panel>
      {redemptions ? (
        <Panel
          id="results-redemptions-title"
          title="From claim to redemption"
          description="Single-use codes redeemed at your counter or checkout, and the orders' amounts."
          className="mt-6"
        >
          <RedemptionResults redemptions={redemptions} days={days} />
        </Panel>
      ) : null}
      {codes ? (
        <Panel
          id="results-codes-title"
          title="Codes per claim"
          description="What an app user gets when claiming, and single-use codes to redeem at your counter."
          className="mt-6"
        >
          <ClaimCodesForm couponId={coupon.id} codes={codes} />
        </Panel>
      ) : null}
      <Panel
        id="results-history-title"
        title="History"
        description="Changes to this coupon, newest first."
        className="mt-6"
      >
        <div className="mt-4">
          <CouponChangeList changes={changes} />
        </div>
      </Panel>
    </>
  );
}
