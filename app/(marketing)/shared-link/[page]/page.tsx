import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LinkQueryProvider } from "@/components/shared-link/link-query";
import AutoLoanPage, { metadata as autoLoan } from "../../AutoLoanCalculator/page";
import BlogListPage, { metadata as blog } from "../../BlogPage/page";
import CreditCardPage, { metadata as creditCard } from "../../creditCardCalculator/page";
import EmiPage, { metadata as emi } from "../../EMICalculator/page";
import RentVsBuyPage, { metadata as rentVsBuy } from "../../rentvsbuyCalculator/page";
import SavingsPage, { metadata as savings } from "../../SavingsCalculator/page";
import TripCostPage, { metadata as tripCost } from "../../TripCostCalculator/page";

// The server-rendered twins of the pages a link can carry inputs to (lib/content/shared-links.ts). The
// proxy rewrites /EMICalculator?loanAmount=... here; rendered per request with the link's query in
// LinkQueryProvider, which the pages' Suspense fallbacks read, so the HTML already holds the link's inputs
// and results even where React outlines the boundary behind its fallback. Same page, same
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return lookup((await params).page)?.metadata ?? {};
}

export default async function SharedLinkPage({ params, searchParams }: Props) {
  const entry = lookup((await params).page);
  if (!entry) notFound();
  const { Page } = entry;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(key, one);
  }
  return (
    <LinkQueryProvider query={query.toString()}>
      <Page />
    </LinkQueryProvider>
  );
}
