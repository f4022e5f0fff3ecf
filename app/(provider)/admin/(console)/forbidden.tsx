import { NoAccess } from "@/components/admin/page-header";
import { siteConfig } from "@/config/site";

/**
 * forbidden() in the console (a section the role does not open): HTTP 403 with the same words the pages
 * showed before, beside the console's navigation (decision 621).
 */
export default function ConsoleForbidden() {
  return (
    <>
      {/* A segment's forbidden file cannot export metadata. */}
      <title>{`No access | ${siteConfig.name} console`}</title>
      <NoAccess />
    </>
  );
}
