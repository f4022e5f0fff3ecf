import { withErrorHandling } from "@/lib/api/errors";
import { listPublishedServices } from "@/lib/data/services";
import { PUBLIC_CACHE_HEADERS } from "../blog/serialize";
import { toApiService } from "./serialize";

export const GET = withErrorHandling(async () => {
  const services = await listPublishedServices();
  return Response.json(services.map(toApiService), { headers: PUBLIC_CACHE_HEADERS });
});
