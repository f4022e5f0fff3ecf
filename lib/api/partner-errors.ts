// The partner API's answers: the project's `{ error: { code, message } }` plus the top-level `message`
// the spec's clients show (spec 7: "throwing the server's message field"). One shape, never a second one.
import { withErrorHandling } from "./errors";

/** Partner answers are about one person: never stored by a shared cache. */
const NO_STORE = { "Cache-Control": "no-store" };

export function partnerError(
  status: number,
  code: string,
  message: string,
  extra: { headers?: HeadersInit; fieldErrors?: Record<string, string[]> } = {},
): Response {
  const error = { code, message, ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) };
  const headers = new Headers(extra.headers);
  headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return Response.json({ error, message }, { status, headers });
}

export function partnerJson(
  data: unknown,
  init: { status?: number; message?: string; headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return Response.json(
    { data, ...(init.message ? { message: init.message } : {}) },
    { status: init.status ?? 200, headers },
  );
}

/**
 * Gives an error answer built by the shared helpers (body limits, validation, 503, 500) the top-level
 * message too, keeping its status and headers.
 */
export async function withTopLevelMessage(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { message?: unknown }; message?: unknown } | null;
  if (!body?.error || typeof body.error.message !== "string" || body.message !== undefined) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  headers.delete("content-length");
  return Response.json({ ...body, message: body.error.message }, { status: response.status, headers });
}

/** `withErrorHandling` (503 on an outage, generic 500) whose every error answer carries the top-level message. */
export function withPartnerErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  const guarded = withErrorHandling(handler);
  return async (...args: A): Promise<Response> => withTopLevelMessage(await guarded(...args));
}
