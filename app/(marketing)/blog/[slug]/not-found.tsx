import { MissingContentMessage } from "@/components/blog/content-state";

export default function BlogPostNotFound() {
  return <MissingContentMessage kind="post" />;
}
