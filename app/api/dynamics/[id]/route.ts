import { apiRoute } from "@/lib/http/api-route";
import { getPublishedService } from "@/lib/data/services";
import { AppError } from "@/lib/errors";
import { parseSlugOrId } from "@/lib/validations/slug-or-id";
import { PUBLIC_CACHE_HEADERS, toApiService } from "@/lib/content-json";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<{ params: Promise<{ id: string }> }>({
  GET: async (_request, { params }) => {
    const id = parseSlugOrId((await params).id);
    if (!id) throw new AppError("bad_request", "The service id is not valid.");
    const service = await getPublishedService(id);
    if (!service) throw new AppError("not_found", "The service you're looking for doesn't exist.");
    return Response.json(toApiService(service), { headers: PUBLIC_CACHE_HEADERS });
  },
});
