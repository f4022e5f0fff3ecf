"use client";

import { SiteStyle } from "@/components/ui/site-style";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <SiteStyle />
        <main role="alert" className="grid min-h-dvh place-items-center bg-slate-50 px-6">
          <div className="max-w-lg text-center">
            <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
            <p className="mt-4 text-lg font-semibold text-red-700">500</p>
            <p className="mt-2 text-slate-600">{error.message || "Internal Server Error"}</p>
            {error.digest ? <p className="mt-2 text-xs text-slate-500">Reference: {error.digest}</p> : null}
            <button
              type="button"
              onClick={reset}
              className="mt-8 rounded-full bg-teal-700 px-5 py-2.5 text-sm font-semibold text-white"
            >
              Try again
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
