import { NoScriptNote } from "@/components/ui/noscript-note";
import { CompactNav } from "@/components/partner/compact-nav";
import { DashboardNav } from "@/components/partner/dashboard-nav";
import { getPartnerProfile } from "@/lib/data/partner-profile";
import { dashboardPartner } from "./current-partner";

/**
 * The dashboard shell: the sidebar tabs beside the open tab (decision 510); below 1024 px the sidebar
 * folds into a menu with the partner's name and avatar (decision 515).
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const { partnerId, fullName, email } = await dashboardPartner();
  const avatar = (await getPartnerProfile(partnerId))?.avatar ?? null;
  return (
    <div className="mx-auto min-h-[calc(100dvh-4rem)] max-w-6xl px-6 py-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="hidden lg:block">
        <DashboardNav fullName={fullName} email={email} avatar={avatar} />
      </div>
      <div className="lg:hidden">
        <CompactNav fullName={fullName} avatar={avatar} />
      </div>
      <div>
        {/* The dashboard's screens and forms run in the browser (console review 9, 10). */}
        <NoScriptNote className="mb-6">
          The dashboard needs JavaScript, which your browser has turned off: without it, adding or changing coupons, API
          keys, webhook endpoints and your profile does not work. Turn it on and reload the page.
        </NoScriptNote>
        {children}
      </div>
    </div>
  );
}
