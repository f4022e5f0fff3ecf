import type { Metadata } from "next";
import { DeviceGuard } from "@/components/partner/device-guard";
import { StandaloneHeader } from "@/components/marketing/standalone-header";
import { AppToaster } from "@/components/ui/app-toaster";
// Every utility: the root layout's public sheet holds only the public pages' (decision 629).
import "../globals.css";

// The partner area (desktop only): the public header (logo and name linking home), then the screen or,
// on a phone, tablet or small window, the notice that replaces it (decision 410). Dynamic: the guard
// reads the request's headers, and the screens read the session and pending-flow cookies.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function PartnerLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <StandaloneHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <DeviceGuard>{children}</DeviceGuard>
      </main>
      <AppToaster />
    </div>
  );
}
