import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { shareSummary, shareTitle } from "@/components/calculators/share-summary";
import { OG_SIZE } from "@/components/marketing/og-parts";
import { LinkQueryProvider } from "@/components/shared-link/link-query";
import { shareImagePath } from "@/lib/model/content-paths";
import { SHARED_LINK_PAGES } from "@/lib/http/shared-links";
import AutoLoanPage, { metadata as autoLoan } from "../../AutoLoanCalculator/page";
import BlogListPage, { metadata as blog } from "../../BlogPage/page";
import CreditCardPage, { metadata as creditCard } from "../../creditCardCalculator/page";
import EmiPage, { metadata as emi } from "../../EMICalculator/page";
import RentVsBuyPage, { metadata as rentVsBuy } from "../../rentvsbuyCalculator/page";
import SavingsPage, { metadata as savings } from "../../SavingsCalculator/page";
import TripCostPage, { metadata as tripCost } from "../../TripCostCalculator/page";

// The server-rendered twins of the pages a link can carry inputs to (lib/http/shared-links.ts). The
// proxy rewrites /EMICalculator?loanAmount=... here; rendered per request with the link's query in
// LinkQueryProvider, which the pages' query readers (useLinkQuery) read, so the HTML already holds the link's
// inputs and results. Same page, same
// canonical address (the plain one), so search engines see one page (decision 312).
export const dynamic = "force-dynamic";

const PAGES: Record<string, { Page: () => React.ReactNode | Promise<React.ReactNode>; metadata: Metadata }> = {
  EMICalculator: { Page: EmiPage, metadata: emi },
  creditCardCalculator: { Page: CreditCardPage, metadata: creditCard },
  rentvsbuyCalculator: { Page: RentVsBuyPage, metadata: rentVsBuy },
  SavingsCalculator: { Page: SavingsPage, metadata: savings },
  AutoLoanCalculator: { Page: AutoLoanPage, metadata: autoLoan },
  TripCostCalculator: { Page: TripCostPage, metadata: tripCost },
  BlogPage: { Page: BlogListPage, metadata: blog },
};

type Props = {
  params: Promise<{ page: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function lookup(page: string) {
  return Object.hasOwn(PAGES, page) ? PAGES[page] : undefined;
}

/** The link's query, as URLSearchParams (Next hands it over as a record). */
function queryOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(key, one);
  }
  return query;
}

/**
 * The page's own metadata, and for a calculator link the share button could have made, a title and an
 * Open Graph image with the link's figures (app/share-image). Anything else keeps the page's defaults.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { page } = await params;
  const metadata = lookup(page)?.metadata ?? {};
  const query = queryOf(await searchParams);
  const summary = shareSummary(page, query);
  if (!summary) return metadata;
  // Only the page's own inputs, in a fixed order: one image URL per result, whatever else the link carries.
  const inputs = new URLSearchParams();
  for (const key of SHARED_LINK_PAGES[page] ?? []) {
    const value = query.get(key);
    if (value !== null && value !== "") inputs.set(key, value);
  }
  const title = shareTitle(summary);
  const description = summary.inputs.map((f) => `${f.label}: ${f.value}`).join(" · ");
  const image = { url: `${shareImagePath(summary.path)}?${inputs}`, ...OG_SIZE, type: "image/png", alt: title };
  // og:url is the link itself: Facebook and LinkedIn read the page og:url names, and the plain page would
  // unfurl without the link's figures. The canonical link stays the plain page's, for search engines.
  const url = `${summary.path}?${inputs}`;
  return {
    ...metadata,
    title: { absolute: title },
    description,
    openGraph: { ...metadata.openGraph, title, description, url, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function SharedLinkPage({ params, searchParams }: Props) {
  const entry = lookup((await params).page);
  if (!entry) notFound();
  const { Page } = entry;
  const query = queryOf(await searchParams);
  return (
    <LinkQueryProvider query={query.toString()}>
      <Page />
    </LinkQueryProvider>
  );
}
