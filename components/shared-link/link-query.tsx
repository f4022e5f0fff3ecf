"use client";

import { createContext, Suspense, use, useMemo } from "react";

const LinkQuery = createContext<string | null>(null);

/** Set only by a shared link's server-rendered twin (app/(marketing)/shared-link): the link's query. */
export function LinkQueryProvider({ query, children }: { query: string; children: React.ReactNode }) {
  return <LinkQuery value={query}>{children}</LinkQuery>;
}

/** The link's query inside a twin; an empty query (so every default) on the static pages. */
export function useLinkQuery(): URLSearchParams {
  const query = use(LinkQuery);
  return useMemo(() => new URLSearchParams(query ?? ""), [query]);
}

/**
 * Where a static page reads its query. On the prerendered page: `children` (which read `useSearchParams`)
 * behind a Suspense boundary whose fallback (the defaults) is what the HTML holds. In a shared link's twin:
 * the fallback alone, reading the link's query from the context, with no boundary at all, because React
 * outlines a large boundary behind its fallback even when the content is ready, leaving the real content in
 * a hidden `<div>` for a script to swap in (decision 312).
 */
export function QueryBoundary({ fallback, children }: { fallback: React.ReactNode; children: React.ReactNode }) {
  if (use(LinkQuery) !== null) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
