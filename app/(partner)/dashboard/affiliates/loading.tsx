import { AffiliatesSkeleton } from "@/components/partner/dashboard/page-skeletons";

export default function Loading() {
  return <AffiliatesSkeleton />;
}
