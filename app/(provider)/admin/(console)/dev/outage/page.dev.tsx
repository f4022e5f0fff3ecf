import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { simulatedOutageRead } from "@/app/dev/simulated-outage";
import { consoleStaff } from "../../console-staff";

export const metadata: Metadata = { title: "Outage test" };

// Lets the browser tests fail a console page's read and see its error screen (decision 552).
export default async function ConsoleOutagePage() {
  await consoleStaff();
  await simulatedOutageRead();
  return <PageHeader title="Outage test" description="This page's read succeeded." />;
}
