import { Ticket } from "lucide-react";
import type { Metadata } from "next";
import { ComingSoon } from "@/components/partner/dashboard/coming-soon";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { dashboardPartner } from "./current-partner";

export const metadata: Metadata = { title: "Dashboard" };

/** Home: the greeting; tiles, announcements and recent coupons come with the coupon features. */
export default async function DashboardPage() {
  const { firstName } = await dashboardPartner();
  return (
    <>
      <PageHeading title={`Hello, ${firstName || "there"}`} subtitle="Welcome back" />
      <ComingSoon icon={Ticket} title="Your account is approved" badge={false}>
        <p>
          Your coupon numbers, announcements and recent coupons will appear here once coupon listing opens. Your
          profile, notifications and password are ready under Profile.
        </p>
      </ComingSoon>
    </>
  );
}
