import { Suspense } from "react";
import { PageViewTracker } from "@/components/marketing/page-view-tracker";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

// Static: nothing under (marketing) reads cookies, headers or the session. Pages that toast render
// <DeferredToaster/> themselves (decision 310).
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60dvh] outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* useSearchParams needs a Suspense boundary to keep the pages static. */}
      <Suspense fallback={null}>
        <PageViewTracker />
      </Suspense>
    </>
  );
}
