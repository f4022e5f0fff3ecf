import "server-only";
import { bearerChallenge } from "@/lib/http/errors";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { matchingSecret } from "./matching-secret";

/**
 * Scheduled work is started by a request carrying `Authorization: Bearer <CRON_SECRET>`: Vercel Cron
 * sends it on Vercel, the app server (scripts/server.mjs) on its own timer elsewhere (decision 801).
 * Anything else is 401, and so is every call while no secret is configured.
 */
export function assertCronCaller(request: Request): void {
  const secret = getEnv().CRON_SECRET;
  const sent = request.headers.get("authorization") ?? "";
  if (secret && matchingSecret(sent, [`Bearer ${secret}`])) return;
  throw new AppError("unauthorized", "This endpoint is for the scheduler only.", {
    challenge: bearerChallenge(sent !== "", "cron"),
  });
}
