import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-6 py-24">
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
  );
}
