// The app's one domain error. Workflows and queries throw it for an expected refusal (a wrong code, a
// record someone else owns, a stale edit); the route adapter maps it once to JSON with its status
// (lib/http/errors.ts), the action adapter once to form state (lib/operations/action.ts). Anything
// else thrown is a fault: 503 when the database is away, otherwise a generic 500.

const STATUS = {
  bad_request: 400,
  validation_failed: 400,
  invalid_code: 400,
  invalid_grant: 400,
  invalid_file: 400,
  upload_failed: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** The account already has as many of something as it may (open coupons, decision 801). */
  limit_reached: 409,
  /** Every place of a capped offer has been claimed (decision 551). */
  claimed_out: 409,
  /** A single-use code redeemed before, not claimed yet, or of an offer that has ended (decision 557). */
  already_redeemed: 409,
  not_claimed: 409,
  offer_ended: 409,
  /** Every redemption a cap on redemptions allows has been made (decision 563). */
  redeemed_out: 409,
  payload_too_large: 413,
  file_too_large: 413,
  /** The uploader's stored files would pass their quota (decision 801). */
  quota_exceeded: 413,
  unsupported_media_type: 415,
  invalid_file_type: 415,
  /** An Idempotency-Key sent again with a different request (as Stripe answers it). */
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;

/**
 * What the app says for a code when nothing more specific applies: a fault, an outage. Refusals with a
 * reason of their own (a limit's rule, a field's rule) carry their message in the AppError instead.
 */
export const CODE_MESSAGES = {
  internal_error: "Something went wrong. Please try again later.",
  service_unavailable: "The service is temporarily unavailable. Please try again shortly.",
} as const satisfies Partial<Record<AppErrorCode, string>>;

/** Whether a value is one of the codes above (an answer's `error.code`, read in the browser). */
export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === "string" && Object.hasOwn(STATUS, value);
}

export type AppErrorExtra = {
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
  /** RFC 6750 challenge for a 401 (WWW-Authenticate). */
  challenge?: string;
  /** More about the refusal for API clients, beside code and message (e.g. an import's failing rows). */
  details?: Record<string, unknown>;
};

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * Every message by field (`_form` for the whole input): by the issue's whole path (`items.2.name`), or with
 * `topField` by its first step (`items`), for a form that shows a list's errors beside the list.
 */
export function fieldErrorsOf(issues: readonly Issue[], { topField = false }: { topField?: boolean } = {}) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = topField ? issue.path.slice(0, 1) : issue.path;
    const field = path.length ? path.map(String).join(".") : "_form";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** A schema failure: the first issue's message, and every message by field (fieldErrorsOf). */
export function validationError(issues: readonly Issue[], options: { topField?: boolean } = {}): AppError {
  return new AppError("validation_failed", issues[0]?.message ?? "The request is invalid.", {
    fieldErrors: fieldErrorsOf(issues, options),
  });
}

/**
 * What a value outside a fixed list says (issue 51): the value as sent and every allowed one, e.g.
 * `Unknown category "Food". Allowed: Fashion, Accessories.` A long value is cut, never echoed whole.
 */
export function unknownValueMessage(label: string, value: unknown, allowed: readonly string[]): string {
  const sent = JSON.stringify(value) ?? String(value);
  const shown = sent.length > 60 ? `${sent.slice(0, 57)}...` : sent;
  return `Unknown ${label} ${shown}. Allowed: ${allowed.join(", ")}.`;
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
  // A write that lost a deadlock or a serialisation conflict: PostgreSQL rolled it back whole, so the
  // same request succeeds when sent again (decision 814).
  "P2034",
]);

/** The driver adapter's kinds of failure that are not the query's fault: the connection failed, or a conflict undid the write. */
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "SocketTimeout",
  "ConnectionClosed",
  "TooManyConnections",
  "TransactionWriteConflict",
]);

/**
 * True when the database cannot serve this request right now: it cannot be reached, or it rolled the
 * write back in a conflict with another (as opposed to a bad query). Either way: 503 with Retry-After.
 */
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
