import { ConsoleListSkeleton } from "@/components/admin/list-skeleton";

export default function Loading() {
  return <ConsoleListSkeleton label="Loading the media library…" tabs={false} />;
}
