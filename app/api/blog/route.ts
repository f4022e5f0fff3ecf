import { apiRoute } from "@/lib/http/api-route";
import { listPublishedBlogPosts } from "@/lib/data/blog";
import { PUBLIC_CACHE_HEADERS, toApiBlogPost } from "@/lib/content-json";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async () => {
    const posts = await listPublishedBlogPosts();
    return Response.json(posts.map(toApiBlogPost), { headers: PUBLIC_CACHE_HEADERS });
  },
});
