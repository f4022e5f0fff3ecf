import { apiRoute } from "@/lib/http/api-route";
import { NO_STORE } from "@/lib/http/errors";
import { drainEvents } from "@/lib/events/queue";
import { assertCronCaller } from "@/lib/http/cron-auth";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/count-events (Bearer CRON_SECRET): counts the views, clicks and claims still queued, such
 * as those an instance held when it stopped (decision 551). Requests drain right after they answer; this
 * is the backstop. The self-hosted server calls it every minute, Vercel Cron as vercel.json says.
 */
async function count(request: Request): Promise<Response> {
  assertCronCaller(request);
  const result = await drainEvents();
  return Response.json({ data: result }, { headers: { "Cache-Control": NO_STORE } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: count });
