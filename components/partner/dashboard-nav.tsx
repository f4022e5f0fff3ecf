import { Handshake, House, ListChecks, UserRound } from "lucide-react";
import Link from "next/link";
import { logoutAction } from "@/lib/actions/logout";
import { LogoutButton } from "./logout-button";

const soon = [
  { label: "Listing Page", icon: ListChecks },
  { label: "Affiliated Management", icon: Handshake },
  { label: "Profile", icon: UserRound },
];

function initials(fullName: string): string {
  const letters = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join("") || "?";
}

const itemClass = "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold leading-5";

/** The dashboard's sidebar (spec 2). Only Home exists so far; the other tabs say they are coming. */
export function DashboardNav({ fullName, email }: { fullName: string; email: string }) {
  return (
    <div className="flex flex-col rounded-3xl border border-slate-200 bg-white p-4 shadow-sm">
      <nav aria-label="Dashboard">
        <ul className="grid gap-1">
          <li>
            <Link href="/dashboard" aria-current="page" className={`${itemClass} bg-brand-50 text-brand-800`}>
              <House aria-hidden="true" className="size-5 shrink-0" />
              Home
            </Link>
          </li>
          {soon.map(({ label, icon: Icon }) => (
            <li key={label}>
              <span aria-disabled="true" className={`${itemClass} cursor-not-allowed items-start text-slate-500`}>
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span>
                  {label}
                  <span className="block text-xs font-medium text-slate-500">Coming soon</span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto border-t border-slate-200 pt-4">
        <div className="flex items-center gap-3 px-1">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {initials(fullName)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">{fullName}</p>
            <p className="truncate text-xs text-slate-500" title={email}>
              {email}
            </p>
          </div>
        </div>
        {/* A plain form: logging out works before (or without) JavaScript. */}
        <form action={logoutAction} className="mt-4">
          <LogoutButton />
        </form>
      </div>
    </div>
  );
}
