import { apiRoute } from "@/lib/http/api-route";
import { getPublishedBlogPost } from "@/lib/data/blog";
import { AppError } from "@/lib/errors";
import { parseSlugOrId } from "@/lib/validations/slug-or-id";
import { PUBLIC_CACHE_HEADERS, toApiBlogPost } from "@/lib/content-json";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<{ params: Promise<{ slug: string }> }>({
  GET: async (_request, { params }) => {
    const slug = parseSlugOrId((await params).slug);
    if (!slug) throw new AppError("bad_request", "The slug is not valid.");
    const post = await getPublishedBlogPost(slug);
    if (!post) throw new AppError("not_found", "Blog post not found.");
    return Response.json(toApiBlogPost(post), { headers: PUBLIC_CACHE_HEADERS });
  },
});
