"use client";

import { createContext, use, useMemo, useSyncExternalStore } from "react";
import { neverChanges } from "@/components/ui/use-hydrated";

const LinkQuery = createContext<string | null>(null);

/** Set only by a shared link's server-rendered twin (app/(marketing)/shared-link): the link's query. */
export function LinkQueryProvider({ query, children }: { query: string; children: React.ReactNode }) {
  return <LinkQuery value={query}>{children}</LinkQuery>;
}

const addressQuery = () => window.location.search;
const noQuery = () => "";

/**
 * The query a page's inputs come from. In a shared link's twin, the link's (the server renders it, so the
 * first paint has its figures; decision 312). On the prerendered page, none in its HTML and while it
 * hydrates, so React adopts the served markup as it is; a client-side mount reads the address (Back to a
 * calculator whose sliders had written their inputs into it). A link that names a page's inputs never
 * reaches the prerendered page: the proxy sends it to the twin. Reading `useSearchParams` here instead
 * made the whole calculator or post list a client-rendered boundary, built again in the browser on every
 * visit (decision 320).
 */
export function useLinkQuery(): URLSearchParams {
  const link = use(LinkQuery);
  const address = useSyncExternalStore(neverChanges, addressQuery, noQuery);
  const query = link ?? address;
  return useMemo(() => new URLSearchParams(query), [query]);
}
