import { AnnouncementsSkeleton } from "@/components/admin/list-skeleton";

export default function Loading() {
  return <AnnouncementsSkeleton />;
}
