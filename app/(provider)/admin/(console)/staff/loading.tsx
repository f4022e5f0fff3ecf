import { StaffSkeleton } from "@/components/admin/list-skeleton";

export default function Loading() {
  return <StaffSkeleton />;
}
