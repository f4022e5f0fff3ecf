import { NOTICE_AREA, NOT_FOUND_METADATA, NotFoundPanel } from "@/components/marketing/notice-panel";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

export const metadata = NOT_FOUND_METADATA;

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
