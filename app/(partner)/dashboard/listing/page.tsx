import { ListChecks } from "lucide-react";
import type { Metadata } from "next";
import { ComingSoon } from "@/components/partner/dashboard/coming-soon";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { dashboardPartner } from "../current-partner";

export const metadata: Metadata = { title: "Coupon Management" };

export default async function ListingPage() {
  await dashboardPartner();
  return (
    <>
      <PageHeading title="Coupon Management" subtitle="Manage your coupons and promotions" />
      <ComingSoon icon={ListChecks} title="Coupon listing is on its way">
        <p>
          Soon you will list coupons here, search them by brand or code, and edit or remove the ones that are not live
          yet.
        </p>
      </ComingSoon>
    </>
  );
}
