import "server-only";
import type { z } from "zod";
import { DEFAULT_MAX_BODY_BYTES, parseWithSchema, readJsonBody } from "@/lib/api/json-body";
import { partnerError, withPartnerErrors } from "@/lib/api/partner-errors";
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
export function authenticatedPartnerRoute<A extends unknown[]>(handler: (request: Request, auth: RequestAuth, ...rest: A) => Promise<Response>) {
  return partnerRoute(async (request: Request, ...rest: A) => handler(request, await authenticateRequest(request), ...rest));
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
