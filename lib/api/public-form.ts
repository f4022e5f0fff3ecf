import "server-only";
import type { z } from "zod";
import { clientIp, rateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { jsonError, withErrorHandling } from "./errors";
import { isHoneypotFilled } from "./honeypot";
import { idempotencyKey, withIdempotency } from "./idempotency";
import { DEFAULT_MAX_BODY_BYTES, parseWithSchema, readJsonBody } from "./json-body";

export type FormAnswer = { status: number; body: unknown; headers?: HeadersInit };

type Options<S extends z.ZodType> = {
  /** Names the form in rate-limit and idempotency keys, e.g. "contact". */
  scope: string;
  schema: S;
  rateLimit: RateLimitRule;
  maxBytes?: number;
  /** What a bot that filled the honeypot sees: the same answer a person gets, with nothing stored. */
  decoy: FormAnswer;
  handle: (data: z.output<S>, context: { ip: string; request: Request }) => Promise<FormAnswer>;
};

/**
 * The pipeline every public JSON form shares: rate limit per IP (429 + Retry-After), body size cap
 * (413), JSON (400/415), honeypot, the form's own zod schema (400 with field errors), then a
 * double-submit guard so one submission stores one row.
 */
export function publicFormHandler<S extends z.ZodType>(options: Options<S>) {
  return withErrorHandling(async (request: Request): Promise<Response> => {
    const ip = clientIp(request);
    const limit = await rateLimit(`${options.scope}:ip:${ip}`, options.rateLimit);
    if (!limit.ok) {
      return jsonError(429, "rate_limited", "Too many requests. Please try again later.", {
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }
    const body = await readJsonBody(request, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES);
    if (!body.ok) return body.response;
    if (isHoneypotFilled(body.value)) return Response.json(options.decoy.body, { status: options.decoy.status });
    const parsed = parseWithSchema(options.schema, body.value);
    if (!parsed.ok) return parsed.response;
    const key = idempotencyKey({ scope: options.scope, request, rawBody: body.raw, ip });
    return withIdempotency({ ...key, scope: options.scope }, () => options.handle(parsed.data, { ip, request }));
  });
}
