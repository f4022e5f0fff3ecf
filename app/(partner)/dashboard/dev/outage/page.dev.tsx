import type { Metadata } from "next";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { simulatedOutageRead } from "@/app/dev/simulated-outage";
import { dashboardPartner } from "../../current-partner";

export const metadata: Metadata = { title: "Outage test" };

// Lets the browser tests fail a dashboard page's read and see its error screen (decision 552).
export default async function DashboardOutagePage() {
  await dashboardPartner();
  await simulatedOutageRead();
  return <PageHeading title="Outage test" subtitle="This page's read succeeded." />;
}
