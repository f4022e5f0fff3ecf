import type { Metadata } from "next";
import Link from "next/link";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** Any unmatched URL: the site's own header and footer around the message, so the visitor can go on. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="grid min-h-[60dvh] place-items-center bg-slate-50 px-6 py-24 outline-none"
      >
        <div className="max-w-md text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700">404 Not Found</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">No route matches</h1>
          <p className="mt-4 text-slate-600">The page you asked for does not exist or has moved.</p>
          <Link
            href="/"
            className="mt-8 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Go to the home page
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
