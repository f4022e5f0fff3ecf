"use client";

import { Handshake, House, ListChecks, TicketCheck, UserRound } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { type DashboardTabIcon, dashboardTabs } from "@/config/dashboard";

const icons: Record<DashboardTabIcon, typeof House> = {
  home: House,
  listing: ListChecks,
  affiliates: Handshake,
  redeem: TicketCheck,
  profile: UserRound,
};

const itemClass = "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold leading-5 transition-colors";

/** Home is current only on /dashboard itself; the others also for their own sub-pages. */
function isCurrent(pathname: string, href: string): boolean {
  return href === "/dashboard" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** The sidebar's tab links; the current one is marked with aria-current="page". */
export function DashboardTabs() {
  const pathname = usePathname();
  return (
    <ul className="grid gap-1">
      {dashboardTabs.map(({ href, label, icon }) => {
        const Icon = icons[icon];
        const current = isCurrent(pathname, href);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? "page" : undefined}
              className={`${itemClass} ${current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink"}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
