import { apiRoute } from "@/lib/http/api-route";
import { jsonError } from "@/lib/http/errors";
import { getPublishedBlogPost } from "@/lib/data/blog";
import { parseSlugOrId } from "@/lib/validations/slug-or-id";
import { PUBLIC_CACHE_HEADERS, toApiBlogPost } from "@/lib/content-json";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<{ params: Promise<{ slug: string }> }>({
  GET: async (_request, { params }) => {
    const slug = parseSlugOrId((await params).slug);
    if (!slug) return jsonError(400, "bad_request", "The slug is not valid.");
    const post = await getPublishedBlogPost(slug);
    if (!post) return jsonError(404, "not_found", "Blog post not found.");
    return Response.json(toApiBlogPost(post), { headers: PUBLIC_CACHE_HEADERS });
  },
});
