import { HomeSkeleton } from "@/components/partner/dashboard/page-skeletons";

export default function Loading() {
  return <HomeSkeleton />;
}
