import { apiRoute } from "@/lib/http/api-route";
import { NO_STORE } from "@/lib/http/errors";
import { assertCronCaller } from "@/lib/http/cron-auth";
import { drainOutbox } from "@/lib/mail/outbox";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/send-mail (Bearer CRON_SECRET): sends every e-mail that is due, first attempts the
 * request that queued them could not make and retries after a provider's failure (decision 811). The
 * self-hosted server calls it every minute, Vercel Cron as vercel.json says.
 */
async function drain(request: Request): Promise<Response> {
  assertCronCaller(request);
  const result = await drainOutbox({ now: new Date() });
  return Response.json({ data: result }, { headers: { "Cache-Control": NO_STORE } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: drain });
