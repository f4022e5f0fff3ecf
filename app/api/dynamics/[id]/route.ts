import { jsonError, withErrorHandling } from "@/lib/api/errors";
import { getPublishedService } from "@/lib/data/services";
import { PUBLIC_CACHE_HEADERS } from "../../blog/serialize";
import { toApiService } from "../serialize";

export const GET = withErrorHandling(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const service = await getPublishedService((await params).id);
  if (!service) return jsonError(404, "not_found", "The service you're looking for doesn't exist.");
  return Response.json(toApiService(service), { headers: PUBLIC_CACHE_HEADERS });
});
