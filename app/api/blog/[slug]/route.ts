import { jsonError, withErrorHandling } from "@/lib/api/errors";
import { getPublishedBlogPost } from "@/lib/data/blog";
import { PUBLIC_CACHE_HEADERS, toApiBlogPost } from "../serialize";

export const GET = withErrorHandling(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const post = await getPublishedBlogPost((await params).slug);
  if (!post) return jsonError(404, "not_found", "Blog post not found.");
  return Response.json(toApiBlogPost(post), { headers: PUBLIC_CACHE_HEADERS });
});
