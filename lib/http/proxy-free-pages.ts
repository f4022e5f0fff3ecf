// The static pages a plain read of which skips proxy.ts (its matcher, decision 314): no query is read,
// no form is posted, no segment is dynamic. proxy.test.ts checks the matcher against this list, and
// e2e/bad-input.spec.ts expects these pages to ignore a query the proxy would have refused.
export const PROXY_FREE_PAGES = [
  "/",
  "/privacyPolicy",
  "/Privacypolicy",
  "/partnerPrice",
  "/dynamics",
  "/calculator",
  "/BlogPage",
] as const;
