import { DashboardNav } from "@/components/partner/dashboard-nav";
import { dashboardPartner } from "./current-partner";

/** The dashboard shell: the sidebar tabs beside the open tab (decision 510). */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const { fullName, email } = await dashboardPartner();
  return (
    <div className="mx-auto grid min-h-[calc(100dvh-4rem)] max-w-6xl grid-cols-[15rem_minmax(0,1fr)] items-start gap-8 px-6 py-8">
      <DashboardNav fullName={fullName} email={email} />
      <div>{children}</div>
    </div>
  );
}
