// API errors are JSON `{ error: { code, message } }` with the right status; nothing internal leaks.
export type ApiErrorCode =
  | "bad_request"
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "service_unavailable"
  | "internal_error";

export function jsonError(
  status: number,
  code: ApiErrorCode,
  message: string,
  extra: { headers?: HeadersInit; fieldErrors?: Record<string, string[]> } = {},
): Response {
  const body = { error: { code, message, ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) } };
  return Response.json(body, { status, headers: extra.headers });
}

const UNAVAILABLE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
]);

/** The driver adapter's kinds of failure that mean the connection, not the query, failed. */
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "SocketTimeout", "ConnectionClosed", "TooManyConnections"]);

/** True when the error means the database cannot be reached right now (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; meta?: unknown };
    if (typeof candidate.code === "string" && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (candidate.name === "DriverAdapterError" || candidate.name === "PrismaClientInitializationError") return true;
    // A raw query's failure (P2010) keeps the adapter's error in meta, not in cause; a closed connection
    // there is an outage, a constraint violation is not.
    const adapter = (candidate.meta as { driverAdapterError?: { cause?: { kind?: unknown } } } | undefined)
      ?.driverAdapterError;
    if (typeof adapter?.cause?.kind === "string" && UNAVAILABLE_KINDS.has(adapter.cause.kind)) return true;
    if (
      typeof candidate.message === "string" &&
      /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|Can't reach database|timeout exceeded when trying to connect/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    e = candidate.cause;
  }
  return false;
}

export const RETRY_AFTER_SECONDS = 5;

export function serviceUnavailable(): Response {
  return jsonError(503, "service_unavailable", "The service is temporarily unavailable. Please try again shortly.", {
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

/** Wraps a route handler: database outages become 503 with Retry-After, anything else a generic 500. */
export function withErrorHandling<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return serviceUnavailable();
      console.error("[api] unhandled error", error);
      return jsonError(500, "internal_error", "Something went wrong. Please try again later.");
    }
  };
}
