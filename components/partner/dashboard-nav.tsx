import { Link } from "@/components/ui/link";
import { logoutAction } from "@/lib/actions/logout";
import { DashboardTabs } from "./dashboard-tabs";
import { LogoutButton } from "./logout-button";
import { PartnerAvatar } from "./partner-avatar";

type NavProps = { fullName: string; email: string; avatar: string | null };

/** The dashboard's sidebar (spec 2): the four tabs, then the partner's name, which opens Profile. */
export function DashboardNav({ fullName, email, avatar }: NavProps) {
  return (
    <div className="sticky top-8 flex max-h-[calc(100dvh-8rem)] min-h-[32rem] flex-col rounded-3xl border border-slate-200 bg-white p-4 shadow-sm">
      <nav aria-label="Dashboard">
        <DashboardTabs />
      </nav>
      <div className="mt-auto border-t border-slate-200 pt-4">
        <Link href="/dashboard/profile" className="flex items-center gap-3 rounded-xl px-1 py-1.5 hover:bg-slate-100">
          <PartnerAvatar fullName={fullName} avatar={avatar} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-ink">{fullName}</span>
            <span className="block truncate text-xs text-slate-500" title={email}>
              {email}
            </span>
            <span className="sr-only">, open profile</span>
          </span>
        </Link>
        {/* A plain form: logging out works before (or without) JavaScript. */}
        <form action={logoutAction} className="mt-4">
          <LogoutButton />
        </form>
      </div>
    </div>
  );
}
