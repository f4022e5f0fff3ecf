import Link from "next/link";
import { siteConfig } from "@/config/site";
import { Logo } from "./logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link href="/" aria-label={`${siteConfig.name} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 text-sm font-medium">
          {siteConfig.mainNav.map((item) => (
            <Link key={item.href} href={item.href} className="rounded-full px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-ink">
              {item.title}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
