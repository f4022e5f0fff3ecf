"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { NOT_FOUND_SELECTOR } from "./not-found-mark";

/**
 * On every path change: scroll smoothly to the top (instantly when the visitor prefers reduced motion)
 * and report the view. Runs after hydration only, so static pages stay static.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current !== null && lastPath.current !== pathname) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    }
    lastPath.current = pathname;
    // Not a public page: its link carries a token, and its views are not counted (decision 815).
    if (pathname.startsWith("/account-deletion/confirm")) return;
    const body = JSON.stringify({ path: pathname, query, referrer: document.referrer || undefined });
    // A task of its own: on the first view this effect runs inside hydration's task, which the report
    // would only lengthen (decision 320). keepalive lets it finish even if the visitor leaves straight away.
    const report = window.setTimeout(() => {
      // A not-found answer is no page of the site: its report would be refused (and logged by the browser).
      if (document.querySelector(NOT_FOUND_SELECTOR)) return;
      fetch("/api/page-views", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        keepalive: true,
      }).catch(() => {});
    });
    return () => window.clearTimeout(report);
  }, [pathname, query]);

  return null;
}
