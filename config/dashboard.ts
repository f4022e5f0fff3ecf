/** The dashboard's sidebar tabs (spec 2), each a real URL so reload and Back work (decision 510). */
export const dashboardTabs = [
  { href: "/dashboard", label: "Home", icon: "home" },
  { href: "/dashboard/listing", label: "Listing Page", icon: "listing" },
  { href: "/dashboard/affiliates", label: "Affiliated Management", icon: "affiliates" },
  { href: "/dashboard/profile", label: "Profile", icon: "profile" },
] as const;

export type DashboardTabIcon = (typeof dashboardTabs)[number]["icon"];

/** A coupon's results page (decision 548): under the Listing Page tab, so the sidebar keeps it marked. */
export const couponResultsPath = (couponId: string) => `/dashboard/listing/${encodeURIComponent(couponId)}`;
