import { apiRoute } from "@/lib/http/api-route";
import { NO_STORE } from "@/lib/http/errors";
import { assertCronCaller } from "@/lib/http/cron-auth";
import { housekeeping } from "@/lib/housekeeping";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/cleanup-uploads (Bearer CRON_SECRET): removes uploads nothing has used for the grace
 * period (decision 801), and expired rate-limit windows, double-submit keys and codes (decision 816).
 * Vercel Cron calls it (vercel.json); the self-hosted server calls it hourly.
 */
async function cleanup(request: Request): Promise<Response> {
  assertCronCaller(request);
  const result = await housekeeping(new Date());
  return Response.json({ data: result }, { headers: { "Cache-Control": NO_STORE } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: cleanup });
