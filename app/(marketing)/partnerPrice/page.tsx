import { BadgePercent } from "lucide-react";
import type { Metadata } from "next";
import { PricingView } from "@/components/marketing/pricing/pricing-view";
import { siteConfig } from "@/config/site";
import { OFFER, type PriceLabels, priceTable } from "@/lib/copy/pricing";
import { formatRupees } from "@/lib/format/rupees";
import { pageMetadata } from "@/components/marketing/page-metadata";

const description = `${siteConfig.name} Basic and Pro plans for employers and employees, per user per month. Billed quarterly or annually.`;

export const metadata: Metadata = pageMetadata({
  title: "Pricing – Partner-up",
  description,
  path: "/partnerPrice",
  ogTitle: `${siteConfig.name} pricing – Partner-up`,
});

/** Written here, on the server: the pricing view ships no rupee formatting of its own. */
const prices = Object.fromEntries(
  Object.entries(priceTable).map(([period, byPlan]) => [
    period,
    Object.fromEntries(
      Object.entries(byPlan).map(([plan, { actualPrice, price, discount }]) => [
        plan,
        { actualPrice: formatRupees(actualPrice), price: formatRupees(price), discount },
      ]),
    ),
  ]),
) as PriceLabels;

export default function PricingPage() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white pb-24 pt-14 sm:pt-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div
          className="mx-auto max-w-3xl rounded-2xl bg-ink px-5 py-4 text-white shadow-lg sm:flex sm:items-center sm:gap-4"
          role="note"
          aria-label={OFFER.title}
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-ink">
            <BadgePercent aria-hidden="true" className="size-4" />
            {OFFER.title}
          </span>
          <p className="mt-2 text-sm sm:mt-0">
            Special prices for the first {OFFER.registrations} registrations. No card details required.
          </p>
        </div>
        <div className="mx-auto mt-12 max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Pricing</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Partner-up</h1>
          <p className="mt-4 text-lg text-slate-600">
            Simple plans for teams of every size. Prices are per user per month.
          </p>
        </div>
        <PricingView prices={prices} />
      </div>
    </div>
  );
}
