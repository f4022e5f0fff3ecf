"use client";

import { SectionError } from "@/components/ui/section-error";

// A failed dashboard page keeps the sidebar (decision 552). retry() fetches the page again; reset() alone
// would only re-render the failure the server already sent.
export default function DashboardError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError error={error} retry={retry} home={{ href: "/dashboard", label: "Dashboard home" }} />;
}
