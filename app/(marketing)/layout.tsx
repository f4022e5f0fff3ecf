import { Suspense } from "react";
import { PageViewTracker } from "@/components/marketing/page-view-tracker";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

// Static: nothing under (marketing) reads cookies, headers or the session. Toasts come from the
// root layout's <Toaster/> (top-right, 2000 ms).
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="min-h-[60dvh]">
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
