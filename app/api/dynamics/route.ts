import { apiRoute } from "@/lib/http/api-route";
import { listPublishedServices } from "@/lib/data/services";
import { PUBLIC_CACHE_HEADERS, toApiService } from "@/lib/content-json";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async () => {
    const services = await listPublishedServices();
    return Response.json(services.map(toApiService), { headers: PUBLIC_CACHE_HEADERS });
  },
});
