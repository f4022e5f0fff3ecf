import { ArrowRight, ChevronRight } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { type Calculator, type CalculatorId, calculatorEntry } from "@/lib/calculators/catalog";
import { learnMoreHref } from "@/lib/calculators/learn-more";
import { shareImagePath } from "@/lib/model/content-paths";
import { JsonLd } from "@/components/marketing/json-ld";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { breadcrumbListLd } from "@/components/marketing/structured-data";
import { getEnv } from "@/lib/env";
import { CALCULATOR_FORM } from "./calculator-form";
import { HelpItems } from "./help-items";

interface CalculatorPageContent {
  /** The page's meta description. */
  description: string;
  intro: string;
  /** 'How to use the calculator?': the steps, in order. */
  howToUse: readonly string[];
  /** 'How it works?': its paragraphs. */
  howItWorks: readonly ReactNode[];
  /** The interactive calculator (its `…FromQuery` component). */
  calculator: ReactNode;
}

/**
 * One calculator page: its metadata and its statically generated page component, for the page file to
 * export (`export const metadata`, `export default`). The shared link's twin renders the same component.
 */
export function calculatorPage(id: CalculatorId, content: CalculatorPageContent) {
  const entry = calculatorEntry(id);
  const metadata: Metadata = pageMetadata({
    title: entry.title,
    description: content.description,
    path: entry.path,
    image: { url: shareImagePath(entry.path), alt: entry.title },
  });
  const Page = () => <CalculatorPage entry={entry} {...content} />;
  return { metadata, Page };
}

/** The frame every calculator shares: heading, the interactive calculator, help and 'Learn more'. */
function CalculatorPage({
  entry,
  intro,
  howToUse,
  howItWorks,
  calculator,
}: Omit<CalculatorPageContent, "description"> & { entry: Calculator }) {
  const trail = [
    { name: "Calculators", path: "/calculator" },
    { name: entry.title, path: entry.path },
  ];
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white pb-20">
      {/* The breadcrumb below, for search engines (issue 51, I3). */}
      <JsonLd data={breadcrumbListLd(trail, getEnv().APP_URL)} />
      <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 sm:pt-12">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex items-center gap-1">
            <li>
              <Link href="/calculator" className="hover:text-brand-700 hover:underline">
                Calculators
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="font-medium text-ink">
              {entry.title}
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{entry.title}</h1>
        <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{intro}</p>
        {/* What the calculator's inputs submit to without JavaScript (./calculator-form.ts). */}
        <form id={CALCULATOR_FORM} method="get" action={entry.path} />
        <div className="mt-8">{calculator}</div>
        <section
          aria-labelledby="calculator-help"
          className="mt-12 grid gap-6 lazy-render-600 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start"
        >
          <div>
            <h2 id="calculator-help" className="text-xl font-bold text-ink">
              Help
            </h2>
            <HelpItems
              items={[
                {
                  title: "How to use the calculator?",
                  body: (
                    <ol className="list-decimal space-y-1 pl-5">
                      {howToUse.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  ),
                },
                // Paragraphs in a fixed order, so their place is their key.
                { title: "How it works?", body: howItWorks.map((text, i) => <p key={i}>{text}</p>) },
              ]}
            />
          </div>
          <aside className="rounded-3xl bg-brand-800 p-6 text-white shadow-lg lg:mt-11 lg:w-80">
            <p className="text-base font-semibold">Want the full picture?</p>
            <p className="mt-2 text-sm text-brand-100">
              Our guide walks through the numbers behind this calculator with Indian examples.
            </p>
            <Link
              href={learnMoreHref(entry.id)}
              className="mt-5 inline-flex items-center gap-2 rounded-full bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink transition hover:bg-accent-500"
            >
              Learn more
              {/* Crawlers and screen readers hear where it goes, not only 'Learn more'. */}
              <span className="sr-only"> about the {entry.title}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </aside>
        </section>
      </div>
    </div>
  );
}
