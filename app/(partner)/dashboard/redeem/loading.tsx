import { RedeemSkeleton } from "@/components/partner/dashboard/page-skeletons";

export default function Loading() {
  return <RedeemSkeleton />;
}
