import { ListingSkeleton } from "@/components/partner/dashboard/page-skeletons";

export default function Loading() {
  return <ListingSkeleton />;
}
