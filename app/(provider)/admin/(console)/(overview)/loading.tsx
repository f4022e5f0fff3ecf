import { OverviewSkeleton } from "@/components/admin/list-skeleton";

export default function Loading() {
  return <OverviewSkeleton />;
}
