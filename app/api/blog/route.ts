import { withErrorHandling } from "@/lib/api/errors";
import { listPublishedBlogPosts } from "@/lib/data/blog";
import { PUBLIC_CACHE_HEADERS, toApiBlogPost } from "./serialize";

export const GET = withErrorHandling(async () => {
  const posts = await listPublishedBlogPosts();
  return Response.json(posts.map(toApiBlogPost), { headers: PUBLIC_CACHE_HEADERS });
});
