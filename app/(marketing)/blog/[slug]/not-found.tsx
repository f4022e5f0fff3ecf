import { ContentMessage } from "@/components/blog/content-state";

export default function BlogPostNotFound() {
  return <ContentMessage message="Blog post not found." backHref="/BlogPage" backLabel="Back to Blog" />;
}
