"use client";

import { Check, Link2 } from "lucide-react";
import { useEffect, useState } from "react";

/** The spec's copy confirmation lasts two seconds. */
const COPIED_FOR_MS = 2000;

export function ShareLinkButton({ query }: { query: string }) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (status === "idle") return;
    const timer = window.setTimeout(() => setStatus("idle"), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    // Built from the inputs, not location.href, which lags behind by the URL debounce.
    const url = `${window.location.origin}${window.location.pathname}?${query}`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    // Copying needs JavaScript; without it the address bar holds the link after Calculate.
    <div className="flex items-center gap-2 noscript:hidden">
      <button
        type="button"
        onClick={copy}
        className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-xs font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50"
      >
        {status === "copied" ? (
          <Check className="size-3.5" aria-hidden="true" />
        ) : (
          <Link2 className="size-3.5" aria-hidden="true" />
        )}
        {status === "copied" ? "Link copied" : "Copy link"}
      </button>
      <span role="status" className="sr-only">
        {status === "copied"
          ? "Link to this result copied"
          : status === "failed"
            ? "Could not copy; copy the address bar instead"
            : ""}
      </span>
    </div>
  );
}
