// Every route handler file exports all of its methods through this helper, so a method it does not
// implement answers 405 JSON with an Allow header (Next's own 405 is empty), and any error becomes
// JSON 500/503 through withErrorHandling. e2e/bad-input.spec.ts fails for a route.ts that does not.
//
//   export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
//     POST: async (request) => Response.json({ ok: true }),
//   });
//
// HEAD is left to Next, which answers it with GET (or with GET's 405).
import { type ApiShape, jsonError, withErrorHandling } from "./errors";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof METHODS)[number];
const ALLOW_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

type Handler<C> = (request: Request, context: C) => Response | Promise<Response>;
// Optional so tests can call a handler that needs neither, as Next's own types allow.
type Exported<C> = (request?: Request, context?: C) => Promise<Response>;

export function allowHeader(methods: readonly string[]): string {
  const allowed = new Set(methods);
  if (allowed.has("GET")) allowed.add("HEAD");
  allowed.add("OPTIONS");
  return ALLOW_ORDER.filter((m) => allowed.has(m)).join(", ");
}

export function methodNotAllowed(method: string, allow: string, shape: ApiShape = "public"): Response {
  return jsonError(405, "method_not_allowed", `This endpoint does not accept ${method} requests.`, {
    headers: { Allow: allow },
    shape,
  });
}

/** `shape`: "private" for the partner and staff APIs (top-level message, no-store), on every answer. */
export function apiRoute<C = unknown>(
  handlers: Partial<Record<ApiMethod, Handler<C>>>,
  { shape = "public" }: { shape?: ApiShape } = {},
): Record<ApiMethod | "OPTIONS", Exported<C>> {
  const allow = allowHeader(Object.keys(handlers));
  const exported = {} as Record<ApiMethod | "OPTIONS", Exported<C>>;
  for (const method of METHODS) {
    const handler = handlers[method];
    exported[method] = handler
      ? withErrorHandling(async (request?: Request, context?: C) => handler(request as Request, context as C), shape)
      : async () => methodNotAllowed(method, allow, shape);
  }
  exported.OPTIONS = async () => new Response(null, { status: 204, headers: { Allow: allow } });
  return exported;
}
