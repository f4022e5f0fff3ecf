import { Ticket } from "lucide-react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DashboardNav } from "@/components/partner/dashboard-nav";
import { siteConfig } from "@/config/site";
import { getCurrentPartner } from "@/lib/auth/current-partner";

export const metadata: Metadata = { title: "Dashboard" };

/** The dashboard's Home for now; tiles, announcements and coupons come with the dashboard issue. */
export default async function DashboardPage() {
  const current = await getCurrentPartner();
  // Spec 2: no (valid) session means sign-in, history replaced; redirect() in a page replaces. The
  // proxy already sent visitors without a cookie there, so this cookie is stale: ?session=ended
  // makes the proxy drop it instead of bouncing back here (decision 413).
  if (!current.ok) redirect("/NewSignIn?session=ended");
  const { firstName, fullName, email } = current.session;

  return (
    <div className="mx-auto grid min-h-[calc(100dvh-4rem)] max-w-6xl grid-cols-[15rem_1fr] gap-8 px-6 py-8">
      <DashboardNav fullName={fullName} email={email} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Hello, {firstName || "there"}</h1>
        <p className="mt-1 text-lg text-slate-600">Welcome back</p>
        <section
          aria-labelledby="dashboard-next"
          className="mt-8 flex items-start gap-5 rounded-3xl border border-slate-200 bg-white p-8 shadow-sm"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-400/20 text-accent-500">
            <Ticket aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="dashboard-next" className="text-xl font-bold text-ink">
              Your account is approved
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600">
              Listing coupons, following their views and editing your profile are coming to this dashboard next. Until
              then, write to{" "}
              <a
                href={`mailto:${siteConfig.partnerApprovalEmail}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {siteConfig.partnerApprovalEmail}
              </a>{" "}
              with the offers you would like to list.
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
