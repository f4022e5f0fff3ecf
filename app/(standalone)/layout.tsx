import { Suspense } from "react";
import { PageViewTracker } from "@/components/marketing/page-view-tracker";
import { StandaloneHeader } from "@/components/marketing/standalone-header";
import { DeferredToaster } from "@/components/ui/deferred-toaster";

// Sign-up and account deletion: the public header only, no site navigation (decision 302).
export default function StandaloneLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <StandaloneHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <DeferredToaster />
      <Suspense fallback={null}>
        <PageViewTracker />
      </Suspense>
    </div>
  );
}
