import { apiRoute } from "@/lib/api/api-route";
import { jsonError } from "@/lib/api/errors";
import { parseWithSchema, readJsonBody } from "@/lib/api/json-body";
import { recordPageView } from "@/lib/data/page-views";
import { clientIp, rateLimit } from "@/lib/rate-limit";
import { pageViewSchema } from "@/lib/validations/page-view";

async function recordView(request: Request): Promise<Response> {
  const limit = await rateLimit(`page-view:ip:${clientIp(request)}`, { limit: 120, windowSeconds: 60 });
  if (!limit.ok) {
    return jsonError(429, "rate_limited", "Too many requests. Please try again later.", {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const body = await readJsonBody(request, 8 * 1024);
  if (!body.ok) return body.response;
  const parsed = parseWithSchema(pageViewSchema, body.value);
  if (!parsed.ok) return parsed.response;
  await recordPageView(parsed.data);
  return new Response(null, { status: 204 });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: recordView });
