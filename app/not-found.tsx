import type { Metadata } from "next";
import { headers } from "next/headers";
import { MissingContentMessage } from "@/components/blog/content-state";
import { NOTICE_AREA, NoticePanel } from "@/components/marketing/notice-panel";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { MISSING_CONTENT_HEADER } from "@/lib/http/missing-content";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Any unmatched URL: the site's own header and footer around the message, so the visitor can go on. An
 * unknown post or service comes here too, rewritten by the proxy with its kind (lib/http/missing-content.ts),
 * and shows the spec's text for it: rendered whole, so it reads without JavaScript.
 */
export default async function NotFound() {
  const missing = (await headers()).get(MISSING_CONTENT_HEADER);
  return (
    <>
      <SiteHeader />
      {missing === "post" || missing === "service" ? (
        <main id="main" tabIndex={-1} className="min-h-[60dvh] outline-none">
          <MissingContentMessage kind={missing} />
        </main>
      ) : (
        <main id="main" tabIndex={-1} className={`${NOTICE_AREA} outline-none`}>
          <NoticePanel eyebrow="404 Not Found" title="No route matches">
            The page you asked for does not exist or has moved.
          </NoticePanel>
        </main>
      )}
      <SiteFooter />
    </>
  );
}
