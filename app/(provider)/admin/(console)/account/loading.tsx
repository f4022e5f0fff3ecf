import { AccountSkeleton } from "@/components/admin/list-skeleton";

export default function Loading() {
  return <AccountSkeleton />;
}
