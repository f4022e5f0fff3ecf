"use client";

import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { logoutAction } from "@/lib/actions/logout";
import { DashboardTabs } from "./dashboard-tabs";
import { LogoutButton } from "./logout-button";
import { PartnerAvatar } from "./partner-avatar";

/**
 * The partner navigation's menu for narrower windows (spec 2: it shows the full name and avatar;
 * decision 515). A native disclosure, so it opens without JavaScript; with it, it closes after a
 * navigation and on Escape.
 */
export function CompactNav({ fullName, avatar }: { fullName: string; avatar: string | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);
  return (
    <details
      ref={details}
      className="group relative mb-6"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm [&::-webkit-details-marker]:hidden">
        <PartnerAvatar fullName={fullName} avatar={avatar} />
        <span className="min-w-0 flex-1 truncate font-semibold text-ink">{fullName}</span>
        <span className="sr-only">Dashboard menu</span>
        <ChevronDown aria-hidden="true" className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
        <nav aria-label="Dashboard menu">
          <DashboardTabs />
        </nav>
        <div className="mt-3 grid gap-2 border-t border-slate-200 pt-3">
          <Link
            href="/dashboard/profile"
            className="rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Open profile
          </Link>
          <form action={logoutAction}>
            <LogoutButton />
          </form>
        </div>
      </div>
    </details>
  );
}
