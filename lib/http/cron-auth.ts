import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { bearerChallenge } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Scheduled work is started by a request carrying `Authorization: Bearer <CRON_SECRET>`: Vercel Cron
 * sends it on Vercel, the app server (scripts/server.mjs) on its own timer elsewhere (decision 801).
 * Anything else is 401, and so is every call while no secret is configured.
 */
export function assertCronCaller(request: Request): void {
  const secret = getEnv().CRON_SECRET;
  const sent = request.headers.get("authorization") ?? "";
  if (secret && timingSafeEqual(digest(sent), digest(`Bearer ${secret}`))) return;
  throw new AppError("unauthorized", "This endpoint is for the scheduler only.", {
    challenge: bearerChallenge(sent !== "", "cron"),
  });
}
