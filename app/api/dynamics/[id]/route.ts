import { apiRoute } from "@/lib/http/api-route";
import { jsonError } from "@/lib/http/errors";
import { getPublishedService } from "@/lib/data/services";
import { parseSlugOrId } from "@/lib/validations/slug-or-id";
import { PUBLIC_CACHE_HEADERS, toApiService } from "@/lib/content-json";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<{ params: Promise<{ id: string }> }>({
  GET: async (_request, { params }) => {
    const id = parseSlugOrId((await params).id);
    if (!id) return jsonError(400, "bad_request", "The service id is not valid.");
    const service = await getPublishedService(id);
    if (!service) return jsonError(404, "not_found", "The service you're looking for doesn't exist.");
    return Response.json(toApiService(service), { headers: PUBLIC_CACHE_HEADERS });
  },
});
