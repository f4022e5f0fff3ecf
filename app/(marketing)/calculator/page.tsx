import type { Metadata } from "next";
import { CalculatorCard } from "@/components/calculators/calculator-card";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { calculators } from "@/lib/calculators/catalog";
import { calculatorsDescription } from "@/lib/copy/list-pages";
import { shareImagePath } from "@/lib/model/content-paths";

export const metadata: Metadata = pageMetadata({
  title: "Calculators",
  description: calculatorsDescription,
  path: "/calculator",
  image: { url: shareImagePath("/calculator"), alt: "Free finance calculators for India" },
});

export default function CalculatorsPage() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white pb-20">
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Free tools</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Calculators</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">
          Quick, honest numbers for the money decisions that matter: loans, cards, homes, goals and trips. Every figure
          in rupees, nothing to sign up for.
        </p>
        <div className="mt-10 space-y-8">
          {calculators.map((entry, index) => (
            <CalculatorCard key={entry.id} entry={entry} priority={index === 0} />
          ))}
        </div>
      </div>
    </div>
  );
}
