// Builders for the operations of the OpenAPI document (./document.ts): the shapes every operation
// repeats (JSON bodies and answers, the shared Error answers and their headers, who may call it) are
// written once here.
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { couponIdSchema } from "@/lib/validations/coupon";
import { IDEMPOTENCY_KEY_PATTERN } from "@/lib/validations/idempotency-key";
import { MAX_OPEN_COUPONS } from "@/lib/limits/rules";
import { errorBody } from "./responses";

type Operation = ZodOpenApiOperationObject;

export const ERROR_TEXT: Record<number, string> = {
  400: "Bad input (the message says what to fix), or a URL that cannot name anything (bad percent-encoding, control characters)",
  401: 'Not signed in, or the token is missing, expired or revoked (WWW-Authenticate: Bearer). A Bearer token that is sent and invalid is refused with error="invalid_token" even when a valid cookie comes with it (RFC 6750)',
  403: "Signed in, but not allowed, or a browser request from another site (Origin or Sec-Fetch-Site: cross-site)",
  404: "Not found, or not yours",
  409: "Changed by someone else since it was read, or the same submission is still being processed (Retry-After)",
  413: "Body or file too large, or (uploads) the account's storage quota would be exceeded",
  415: "Unsupported media type",
  422: "The Idempotency-Key was already used with a different request (send a new key for a new request)",
  429: "Too many requests (Retry-After says when to try again)",
  502: "The image store failed",
  503: "The database is unavailable, or the write lost a conflict with another and was undone (Retry-After)",
};

const retryAfter = z
  .string()
  .regex(/^\d+$/)
  .meta({ description: "Seconds to wait before trying again", example: "30" });

/** The headers an error answer carries: Retry-After always on 429 and 503, on 409 when a twin is running. */
const ERROR_HEADERS: Record<number, z.ZodObject> = {
  409: z.object({ "Retry-After": retryAfter.optional() }),
  429: z.object({ "Retry-After": retryAfter }),
  503: z.object({ "Retry-After": retryAfter }),
};

export function json(description: string, schema: z.ZodType, headers?: z.ZodObject) {
  return { description, ...(headers ? { headers } : {}), content: { "application/json": { schema } } };
}

/**
 * The error answers an operation documents, each with the shared Error body. 400 and 503 always: the
 * proxy refuses a malformed URL on every path before any route runs, and any route may lose its database.
 */
export function errors(...statuses: number[]): ZodOpenApiResponsesObject {
  return Object.fromEntries([...new Set([400, ...statuses, 503])].map((status) => [String(status), error(status)]));
}

/** One error answer, with the shared headers of its status; an operation may say more or answer more. */
export function error(status: number, description = ERROR_TEXT[status] ?? "Error", schema: z.ZodType = errorBody) {
  return json(description, schema, ERROR_HEADERS[status]);
}

export function body(schema: z.ZodType, type = "application/json") {
  return { required: true, content: { [type]: { schema } } };
}

export const multipartFile = z.object({ file: z.string().meta({ format: "binary" }) });
const csvText = z.string().meta({ description: "A CSV file" });
export const csvAnswer = () => ({ description: "CSV", content: { "text/csv": { schema: csvText } } });
export const csvBody = () => ({ "text/csv": { schema: csvText } });

export const idPath = z.object({ id: couponIdSchema.shape.id });

/**
 * Writes that run once per submission (decision 016): the client may name the submission, and a repeat
 * gets the first answer again, marked as a replay.
 */
export const idempotencyKeyHeader = z.object({
  "idempotency-key": z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({
    description:
      "Names this submission for 24 hours: a retry with the same key and the same request is answered with the first answer and runs nothing again; the same key with a different request is refused (422). Any other value is ignored (a repeat of the same body within minutes is still caught).",
  }),
});
/** A write that runs once only by the client's own key (a redemption): the same body without one is a new request. */
export const namedIdempotencyKeyHeader = z.object({
  "idempotency-key": z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({
    description:
      "Names this request for 24 hours: a retry with the same key and the same request is answered with the first answer (Idempotent-Replayed: true) and redeems nothing again; the same key with a different request is refused (422). Without a key each request stands alone: the same code again is already_redeemed.",
  }),
});
export const replayedHeader = z.object({
  "Idempotent-Replayed": z
    .literal("true")
    .optional()
    .meta({ description: "Present when this is the stored answer of an earlier identical submission" }),
});

type Described = Omit<Operation, "tags" | "summary" | "description">;

/** Every operation has a summary (its title) and a description (who may call it, and what to know). */
export function op(tag: string, summary: string, description: string, rest: Described): Operation {
  return { tags: [tag], summary, description, ...rest };
}

/** Public operations: no credentials (an empty security list, said explicitly). */
export function publicOp(tag: string, summary: string, description: string, rest: Described): Operation {
  return op(tag, summary, description, { security: [], ...rest });
}

type Form = {
  operationId: string;
  schema: z.ZodType;
  responses: ZodOpenApiResponsesObject;
  /** The form runs once per submission: Idempotency-Key, Idempotent-Replayed and 409 while a twin runs. */
  once?: boolean;
};

/**
 * A JSON form anyone may post: bad input, a cross-site browser, too large, not JSON and too many are
 * always among its errors.
 */
export function formOp(
  tag: string,
  summary: string,
  description: string,
  { operationId, schema, responses, once }: Form,
): Operation {
  return publicOp(tag, summary, `${description} Anyone may call it; a browser may post it only from this site.`, {
    operationId,
    ...(once ? { requestParams: { header: idempotencyKeyHeader } } : {}),
    requestBody: body(schema),
    responses: { ...responses, ...errors(403, 413, 415, 429, ...(once ? [409, 422] : [])) },
  });
}

type SignedIn = Omit<Operation, "tags" | "summary" | "description" | "security"> & {
  operationId: string;
  /** false for a read every signed-in caller may make: nothing answers it 403. */
  forbidden?: false;
};

/** An operation behind a sign-in: its security schemes, and 401 and (unless said) 403 among its errors. */
function signedInOp(security: Record<string, string[]>[], who: string) {
  return (
    tag: string,
    summary: string,
    description: string,
    { operationId, responses, forbidden, ...rest }: SignedIn,
  ) =>
    op(tag, summary, `${description} ${who}`.trim(), {
      operationId,
      security,
      ...rest,
      responses: { ...errors(401, ...(forbidden === false ? [] : [403])), ...responses },
    });
}

/** The partner API: the token from /api/v1/user/login as a Bearer token or the authToken cookie. */
export const partnerOp = signedInOp(
  [{ bearerAuth: [] }, { cookieAuth: [] }],
  "For a signed-in partner: the token from POST /api/v1/user/login as a Bearer token, or the authToken cookie.",
);

/**
 * The partner reads a partner API key may make too (decision 557: the routes that declare `apiKey`);
 * every other partner operation answers a key 403.
 */
export const partnerOrKeyOp = signedInOp(
  [{ partnerApiKey: [] }, { bearerAuth: [] }, { cookieAuth: [] }],
  "For a signed-in partner (the token from POST /api/v1/user/login as a Bearer token, or the authToken cookie), or a partner API key as a Bearer token.",
);

/** The staff API: a staff session as a Bearer token or the staffSession cookie. */
export const staffOp = signedInOp(
  [{ staffBearer: [] }, { staffCookie: [] }],
  "For staff: a staff session as a Bearer token or the staffSession cookie.",
);

/** The 409 of the operations that add coupons: a twin still running, or the ceiling of open coupons. */
export const addingRefused = (twin: string, schema?: z.ZodType) =>
  error(
    409,
    `${twin}; or, with code limit_reached, the new coupons would take the account past ${MAX_OPEN_COUPONS} coupons that have not ended (nothing stored)`,
    schema,
  );
