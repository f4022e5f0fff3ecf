// Builders for the operations of the OpenAPI document (./document.ts): the shapes every operation
// repeats (JSON bodies and answers, the shared Error answers, who may call it) are written once here.
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { couponIdSchema } from "@/lib/validations/coupon";
import { errorBody } from "./responses";

type Operation = ZodOpenApiOperationObject;

export const ERROR_TEXT: Record<number, string> = {
  400: "Bad input: the message says what to fix",
  401: "Not signed in, or the token is missing, expired or revoked (WWW-Authenticate: Bearer)",
  403: "Signed in, but not allowed (or a cross-site request with the cookie)",
  404: "Not found, or not yours",
  409: "Changed by someone else since it was read",
  413: "Body or file too large, or (uploads) the account's storage quota would be exceeded",
  415: "Unsupported media type",
  429: "Too many requests (Retry-After says when to try again)",
  502: "The image store failed",
  503: "The database is unavailable (Retry-After)",
};

export function json(description: string, schema: z.ZodType) {
  return { description, content: { "application/json": { schema } } };
}

/** The error answers an operation documents, each with the shared Error body; 503 always. */
export function errors(...statuses: number[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    [...statuses, 503].map((status) => [String(status), json(ERROR_TEXT[status] ?? "Error", errorBody)]),
  );
}

export function body(schema: z.ZodType, type = "application/json") {
  return { required: true, content: { [type]: { schema } } };
}

export const multipartFile = z.object({ file: z.string().meta({ format: "binary" }) });
const csvText = z.string().meta({ description: "A CSV file" });
export const csvAnswer = () => ({ description: "CSV", content: { "text/csv": { schema: csvText } } });
export const csvBody = () => ({ "text/csv": { schema: csvText } });

export const idPath = z.object({ id: couponIdSchema.shape.id });

export function op(tag: string, summary: string, rest: Omit<Operation, "tags" | "summary">): Operation {
  return { tags: [tag], summary, ...rest };
}

type Form = { operationId: string; schema: z.ZodType; responses: ZodOpenApiResponsesObject };

/** A JSON form anyone may post: bad input, too large, not JSON and too many are always among its errors. */
export function formOp(tag: string, summary: string, { operationId, schema, responses }: Form): Operation {
  return op(tag, summary, {
    operationId,
    requestBody: body(schema),
    responses: { ...responses, ...errors(400, 413, 415, 429) },
  });
}

type SignedIn = Omit<Operation, "tags" | "summary" | "security"> & { operationId: string };

/** An operation behind a sign-in: its security schemes, and 401 and 403 always among its errors. */
function signedInOp(security: Record<string, string[]>[]) {
  return (tag: string, summary: string, { operationId, responses, ...rest }: SignedIn): Operation =>
    op(tag, summary, { operationId, security, ...rest, responses: { ...errors(401, 403), ...responses } });
}

/** The partner API: the token from /api/v1/user/login as a Bearer token or the authToken cookie. */
export const partnerOp = signedInOp([{ bearerAuth: [] }, { cookieAuth: [] }]);

/** The staff API: a staff session as a Bearer token or the staffSession cookie. */
export const staffOp = signedInOp([{ staffBearer: [] }, { staffCookie: [] }]);
