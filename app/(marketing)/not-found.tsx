import { NOTICE_AREA, NOT_FOUND_METADATA, NotFoundPanel } from "@/components/marketing/notice-panel";

export const metadata = NOT_FOUND_METADATA;

/**
 * notFound() under (marketing): the message inside the group's layout, which brings the header and
 * footer. Without this file Next hands the group the root 404 page, header and footer included, and
 * every public page carries that extra copy in its flight data (decision 318).
 */
export default function MarketingNotFound() {
  return (
    <section className={NOTICE_AREA}>
      <NotFoundPanel />
    </section>
  );
}
