import type { Metadata } from "next";
import { NOTICE_AREA, NotFoundPanel } from "@/components/marketing/notice-panel";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** Any unmatched URL: the site's own header and footer around the message, so the visitor can go on. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={`${NOTICE_AREA} outline-none`}>
        <NotFoundPanel />
      </main>
      <SiteFooter />
    </>
  );
}
