import { NotFoundPanel } from "@/components/marketing/notice-panel";
import { SECTION_AREA } from "@/components/ui/error-screen";
import { siteConfig } from "@/config/site";

/**
 * notFound() in the console (an unknown partner, post, service or announcement): the message beside the
 * sidebar, in the console's one <main>, instead of the public site's 404 page inside it (decision 552).
 */
export default function ConsoleNotFound() {
  return (
    <div className={SECTION_AREA}>
      {/* A segment's not-found file cannot export metadata: the title would stay the page's own. */}
      <title>{`Page not found | ${siteConfig.name} console`}</title>
      <NotFoundPanel back={{ href: "/admin", label: "Go to the overview" }}>
        There is no such record: it may have been deleted, or the address is wrong.
      </NotFoundPanel>
    </div>
  );
}
