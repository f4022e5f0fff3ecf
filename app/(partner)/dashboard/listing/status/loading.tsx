import { StatusSkeleton } from "@/components/partner/dashboard/page-skeletons";

export default function Loading() {
  return <StatusSkeleton />;
}
