import type { Metadata } from "next";
import Link from "next/link";
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
    <section
      aria-labelledby="offer-ended-title"
      className="grid min-h-[60dvh] place-items-center bg-slate-50 px-6 py-24"
    >
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700">Partner offer</p>
        <h1 id="offer-ended-title" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          This offer has ended
        </h1>
        <p className="mt-4 text-slate-600">
          The offer you followed has expired or is no longer available. New offers from our partners appear in the{" "}
          {siteConfig.name} app.
        </p>
        <Link
          href="/"
          className="mt-8 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
