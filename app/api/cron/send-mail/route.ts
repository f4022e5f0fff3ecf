import { apiRoute } from "@/lib/http/api-route";
import { NO_STORE } from "@/lib/http/errors";
import { assertCronCaller } from "@/lib/http/cron-auth";
import { drainOutbox } from "@/lib/mail/outbox";
import { drainWebhooks } from "@/lib/webhooks/outbox";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/send-mail (Bearer CRON_SECRET): sends every e-mail that is due, first attempts the
 * request that queued them could not make and retries after a provider's failure (decision 811). The
 * self-hosted server calls it every minute, Vercel Cron as vercel.json says. The same outbox drain sends
 * the partners' webhook deliveries that are due (decision 561), beside the mail.
 */
async function drain(request: Request): Promise<Response> {
  assertCronCaller(request);
  const now = new Date();
  const [result, webhooks] = await Promise.all([drainOutbox({ now }), drainWebhooks({ now })]);
  return Response.json({ data: { ...result, webhooks } }, { headers: { "Cache-Control": NO_STORE } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: drain });
