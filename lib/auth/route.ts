import "server-only";
import type { z } from "zod";
import { DEFAULT_MAX_BODY_BYTES, parseWithSchema, readJsonBody } from "@/lib/api/json-body";
import { apiRoute, type ApiMethod } from "@/lib/api/api-route";
import { partnerError, withPartnerErrors, withTopLevelMessage } from "@/lib/api/partner-errors";
import { authenticateRequest, bearerChallenge, type RequestAuth } from "./authenticate-request";
import { AuthError } from "./errors";

/** An expected refusal as JSON: 429 with Retry-After, 401 with a Bearer challenge. */
export function authErrorResponse(error: AuthError): Response {
  const headers = new Headers();
  if (error.extra.retryAfterSeconds) headers.set("Retry-After", String(error.extra.retryAfterSeconds));
  if (error.status === 401) headers.set("WWW-Authenticate", error.extra.challenge ?? bearerChallenge(false));
  return partnerError(error.status, error.code, error.message, { headers, fieldErrors: error.extra.fieldErrors });
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>;

/** A public partner endpoint: AuthErrors become their JSON answers, anything else 500/503. */
export function partnerRoute<A extends unknown[]>(handler: Handler<A>) {
  return withPartnerErrors(async (request: Request, ...rest: A) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      if (error instanceof AuthError) return authErrorResponse(error);
      throw error;
    }
  });
}

/** A private partner endpoint: the handler runs only for an authenticated, approved partner. */
export function authenticatedPartnerRoute<A extends unknown[]>(
  handler: (request: Request, auth: RequestAuth, ...rest: A) => Promise<Response>,
) {
  return partnerRoute(async (request: Request, ...rest: A) =>
    handler(request, await authenticateRequest(request), ...rest),
  );
}

/** JSON body (415/413/400) then the form's schema (400 with field errors), as the public forms do. */
export async function readPartnerBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return body;
  return parseWithSchema(schema, body.value);
}

/**
 * The project's `apiRoute` (405 JSON with Allow for other methods, OPTIONS) with the partner API's
 * top-level message on every error answer, the 405 included.
 */
export function partnerApiRoute<C = unknown>(
  handlers: Partial<Record<ApiMethod, (request: Request, context: C) => Promise<Response>>>,
) {
  const exported = apiRoute<C>(handlers);
  const withMessage =
    (fn: (request?: Request, context?: C) => Promise<Response>) => async (request?: Request, context?: C) =>
      withTopLevelMessage(await fn(request, context));
  return {
    GET: withMessage(exported.GET),
    POST: withMessage(exported.POST),
    PUT: withMessage(exported.PUT),
    PATCH: withMessage(exported.PATCH),
    DELETE: withMessage(exported.DELETE),
    OPTIONS: exported.OPTIONS,
  };
}
