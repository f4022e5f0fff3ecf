import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { DownloadQr } from "./qr-code";

/** One element for every render, written once per response like the footer's (decision 630). */
const header = (
  <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
    >
      Skip to content
    </a>
    <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
      <Link href="/" aria-label={`${siteConfig.name} home`} className="rounded-lg">
        <Logo />
      </Link>
      <MainNav
        items={siteConfig.mainNav}
        qr={<DownloadQr label={`QR code to download the ${siteConfig.name} app`} className="size-36" />}
      />
    </div>
    {/* The phone menu needs JavaScript to open; without it, its links are shown under the bar. */}
    <noscript>
      <nav aria-label="Main" className="flex gap-4 border-t border-slate-200 px-4 py-2 text-sm font-medium md:hidden">
        {siteConfig.mainNav.map((item) => (
          <a key={item.href} href={item.href} className="text-slate-700">
            {item.title}
          </a>
        ))}
        <a href="/download" className="text-slate-700">
          Download App
        </a>
      </nav>
    </noscript>
  </header>
);

export function SiteHeader() {
  return header;
}
