import { Link } from "@/components/ui/link";
import { staffSignOutAction } from "@/lib/actions/staff/sign-out";
import { CONSOLE_SECTIONS } from "@/lib/staff/console-sections";
import { ROLE_LABELS, can } from "@/lib/staff/roles";
import type { StaffSession } from "@/lib/staff/session";
import { ConsoleNavLinks } from "./console-nav-links";

/** Sidebar: the sections this role may open, then who is signed in, their account and sign-out. */
export function ConsoleNav({ session }: { session: StaffSession }) {
  const sections = CONSOLE_SECTIONS.filter((s) => can(session.role, s.permission)).map(({ href, label }) => ({
    href,
    label,
  }));
  return (
    <div className="sticky top-8 flex min-h-[28rem] flex-col rounded-3xl border border-slate-200 bg-white p-4 shadow-sm">
      <nav aria-label="Console">
        <ConsoleNavLinks sections={sections} />
      </nav>
      <div className="mt-auto border-t border-slate-200 pt-4">
        <Link href="/admin/account" className="block rounded-xl px-3 py-2 hover:bg-slate-100">
          <span className="block truncate text-sm font-semibold text-ink">{session.name}</span>
          <span className="block truncate text-xs text-slate-500">
            {ROLE_LABELS[session.role]} · {session.email}
          </span>
          <span className="sr-only">, open your account</span>
        </Link>
        <form action={staffSignOutAction} className="mt-3">
          <button
            type="submit"
            className="w-full rounded-xl border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Sign out
          </button>
        </form>
      </div>
    </div>
  );
}
