import { Handshake } from "lucide-react";
import type { Metadata } from "next";
import { ComingSoon } from "@/components/partner/dashboard/coming-soon";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { dashboardPartner } from "../current-partner";

export const metadata: Metadata = { title: "Affiliated Management" };

export default async function AffiliatesPage() {
  await dashboardPartner();
  return (
    <>
      <PageHeading title="Affiliated Management" subtitle="Your affiliate partnerships in one place" />
      <ComingSoon icon={Handshake} title="Affiliate management is on its way">
        <p>Soon you will see the affiliates that share your offers and how each of them performs.</p>
      </ComingSoon>
    </>
  );
}
