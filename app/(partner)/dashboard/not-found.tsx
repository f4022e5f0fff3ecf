import { NotFoundPanel } from "@/components/marketing/notice-panel";
import { SECTION_AREA } from "@/components/ui/error-screen";
import { siteConfig } from "@/config/site";

/**
 * notFound() in the dashboard (another partner's coupon, an unknown id): the message beside the sidebar,
 * in the partner area's one <main>. Without it the root 404 page, with the public header, footer and a
 * <main> of its own, landed inside the partner area's (decision 552).
 */
export default function DashboardNotFound() {
  return (
    <div className={SECTION_AREA}>
      {/* A segment's not-found file cannot export metadata: the title would stay the page's own. */}
      <title>{`Page not found | ${siteConfig.name}`}</title>
      <NotFoundPanel back={{ href: "/dashboard", label: "Go to the dashboard" }}>
        This page does not exist, or it is not part of your account.
      </NotFoundPanel>
    </div>
  );
}
