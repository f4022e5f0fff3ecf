/** The dashboard's sidebar tabs (spec 2), each a real URL so reload and Back work (decision 510). */
export const dashboardTabs = [
  { href: "/dashboard", label: "Home", icon: "home" },
  { href: "/dashboard/listing", label: "Listing Page", icon: "listing" },
  { href: "/dashboard/affiliates", label: "Affiliated Management", icon: "affiliates" },
  // A claimed single-use code redeemed at the counter (issue 49, decision 557).
  { href: "/dashboard/redeem", label: "Redeem", icon: "redeem" },
  { href: "/dashboard/profile", label: "Profile", icon: "profile" },
] as const;

export type DashboardTabIcon = (typeof dashboardTabs)[number]["icon"];

/** A coupon's results page (decision 548): under the Listing Page tab, so the sidebar keeps it marked. */
/** The Redeem screen with a code looked up. */
export const redeemPath = (code?: string) =>
  code ? `/dashboard/redeem?code=${encodeURIComponent(code)}` : "/dashboard/redeem";

export const couponResultsPath = (couponId: string) => `/dashboard/listing/${encodeURIComponent(couponId)}`;
