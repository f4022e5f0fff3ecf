import { ContentLoading } from "@/components/blog/content-state";

export default function Loading() {
  return <ContentLoading text="Loading service..." />;
}
