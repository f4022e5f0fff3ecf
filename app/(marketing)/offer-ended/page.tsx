import type { Metadata } from "next";
import { NOTICE_AREA, NoticePanel } from "@/components/marketing/notice-panel";
import { siteConfig } from "@/config/site";

export const metadata: Metadata = {
  title: "This offer has ended",
  description: `The partner offer you followed is no longer available on ${siteConfig.name}.`,
  robots: { index: false },
};

/**
 * Where a tracking link (/go/{couponId}) sends visitors once its offer has expired or is no longer
 * shown, instead of the partner's own page (decision 810). Static: the same page for every offer.
 */
export default function OfferEndedPage() {
  return (
    <section className={NOTICE_AREA}>
      <NoticePanel eyebrow="Partner offer" title="This offer has ended">
        The offer you followed has expired or is no longer available. New offers from our partners appear in the{" "}
        {siteConfig.name} app.
      </NoticePanel>
    </section>
  );
}
