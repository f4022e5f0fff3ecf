import { ConsoleListSkeleton } from "@/components/admin/list-skeleton";

export default function Loading() {
  return <ConsoleListSkeleton label="Loading your account…" tabs={false} />;
}
