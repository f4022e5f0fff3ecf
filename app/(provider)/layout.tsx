import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";
import { Logo } from "@/components/marketing/logo";
import { DeviceGuard } from "@/components/partner/device-guard";
import { AppToaster, CONSOLE_TOAST_MS } from "@/components/ui/app-toaster";
// Every utility: the root layout's public sheet holds only the public pages' (decision 629).
import "../globals.css";

// The provider console (desktop only, like the partner area): its own header, never indexed, dynamic
// (every screen reads the staff session).
export const metadata: Metadata = {
  title: { template: `%s | ${siteConfig.name} console`, default: `${siteConfig.name} console` },
  robots: { index: false, follow: false },
};

export default function ProviderLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex h-16 items-center gap-3 px-6">
          <Link href="/admin" aria-label={`${siteConfig.name} console`} className="rounded-lg">
            <Logo />
          </Link>
          <span className="rounded-full bg-brand-900 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-white">
            Console
          </span>
        </div>
      </header>
      {/* The console shows ids, codes and mail as typed: no x between digits drawn as × (literal-text). */}
      <main id="main" tabIndex={-1} className="literal-text flex-1 outline-none">
        <DeviceGuard area="The provider console">{children}</DeviceGuard>
      </main>
      <AppToaster duration={CONSOLE_TOAST_MS} />
    </div>
  );
}
