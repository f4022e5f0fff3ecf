"use client";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

type Section = { href: string; label: string };

/** The sidebar links; the open section is marked for screen readers (aria-current) and by colour. */
export function ConsoleNavLinks({ sections }: { sections: Section[] }) {
  const pathname = usePathname();
  return (
    <ul className="space-y-1">
      {sections.map(({ href, label }) => {
        const current = href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? "page" : undefined}
              className="block rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
