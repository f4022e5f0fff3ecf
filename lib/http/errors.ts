// API errors are JSON `{ error: { code, message, fieldErrors? } }` with the right status; nothing internal
// leaks. The partner and staff APIs add the top-level `message` the spec's clients read (spec 7) and
// are never stored by a shared cache: one shape with one switch, not a second shape.
import { siteConfig } from "@/config/site";
import { AppError, type AppErrorCode, CODE_MESSAGES, isDatabaseUnavailable } from "@/lib/errors";
import { withWait } from "@/lib/format/wait";

export type ApiErrorCode = AppErrorCode;

/** "public": `{ error }`; "private" (partner and staff APIs): `{ error, message }`, Cache-Control: no-store. */
export type ApiShape = "public" | "private";

export const NO_STORE = "no-store";

/**
 * The app's public reads (decision 551): a shared cache (a CDN, nginx) may answer them for a few seconds
 * and, while it asks again, a little longer; a phone asks each time (and gets 304 while nothing changed).
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";

export function jsonError(
  status: number,
  code: AppErrorCode,
  message: string,
  extra: {
    headers?: HeadersInit;
    fieldErrors?: Record<string, string[]>;
    details?: Record<string, unknown>;
    shape?: ApiShape;
  } = {},
): Response {
  const error = {
    code,
    message,
    ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}),
    ...extra.details,
  };
  const headers = new Headers(extra.headers);
  if (extra.shape !== "private") return Response.json({ error }, { status, headers });
  headers.set("Cache-Control", NO_STORE);
  return Response.json({ error, message }, { status, headers });
}

/** RFC 6750: a challenge on every 401; `invalid_token` when a token was sent but is no good. */
export function bearerChallenge(tokenSent: boolean, realm: string = siteConfig.name): string {
  return `Bearer realm="${realm}"${tokenSent ? ', error="invalid_token"' : ""}`;
}

/** The one mapping of an error to HTTP: an AppError keeps its status and message, anything else is 503 or 500. */
export function errorResponse(error: unknown, shape: ApiShape = "public"): Response {
  if (error instanceof AppError) {
    const headers = new Headers();
    if (error.extra.retryAfterSeconds) headers.set("Retry-After", String(error.extra.retryAfterSeconds));
    if (error.status === 401) headers.set("WWW-Authenticate", error.extra.challenge ?? bearerChallenge(false));
    const { fieldErrors, details, retryAfterSeconds } = error.extra;
    // A limit's refusal says when to try again, the wait its Retry-After gives (issue 49 m24); the
    // forms add the same sentence from the action's retryAfterSeconds (components/partner/action-result.ts).
    const message = error.status === 429 ? withWait(error.message, retryAfterSeconds) : error.message;
    return jsonError(error.status, error.code, message, { headers, fieldErrors, details, shape });
  }
  if (isDatabaseUnavailable(error)) return serviceUnavailable(shape);
  console.error("[api] unhandled error", error);
  return jsonError(500, "internal_error", CODE_MESSAGES.internal_error, { shape });
}

export const RETRY_AFTER_SECONDS = 5;

export function serviceUnavailable(shape: ApiShape = "public"): Response {
  return jsonError(503, "service_unavailable", CODE_MESSAGES.service_unavailable, {
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    shape,
  });
}

/** Wraps a route handler: whatever it throws becomes its JSON answer (errorResponse). */
export function withErrorHandling<A extends unknown[]>(
  handler: (...args: A) => Promise<Response>,
  shape: ApiShape = "public",
) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      return errorResponse(error, shape);
    }
  };
}
