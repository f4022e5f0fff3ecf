import { jsonError, withErrorHandling } from "@/lib/api/errors";
import { parseWithSchema, readJsonBody } from "@/lib/api/json-body";
import { recordPageView } from "@/lib/data/page-views";
import { clientIp, rateLimit } from "@/lib/rate-limit";
import { pageViewSchema } from "@/lib/validations/page-view";

export const POST = withErrorHandling(async (request: Request) => {
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
});
