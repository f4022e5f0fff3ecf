import { apiRoute } from "@/lib/http/api-route";
import { buildOpenApiDocument } from "@/lib/openapi/document";

// GET /api/openapi.json: the API's OpenAPI 3.1 contract, built from the zod schemas with the app
// (decision 701).
export const dynamic = "force-static";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: () =>
    Response.json(buildOpenApiDocument(), {
      headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" },
    }),
});
