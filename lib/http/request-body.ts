import type { z } from "zod";
import { AppError, validationError } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { sitePathOf } from "@/lib/model/site-url";

// The one way a route reads a request body: with a byte cap that cuts the stream off as soon as it is
// passed, so a huge body costs no more memory than the cap whatever Content-Length claims. Refusals
// are thrown as AppError (413, 415, 400) and answered by the route adapter.

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export type BodyLimit = { maxBytes: number; tooLarge?: AppError };

const tooLargeError = (maxBytes: number) =>
  new AppError("payload_too_large", `The request body must be at most ${maxBytes} bytes.`);

export async function readBytes(request: Request, { maxBytes, tooLarge }: BodyLimit): Promise<Uint8Array<ArrayBuffer>> {
  const refuse = () => tooLarge ?? tooLargeError(maxBytes);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw refuse();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw refuse();
      }
      chunks.push(value);
    }
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export function isJsonType(request: Request): boolean {
  return /^application\/(.+\+)?json\b/i.test(request.headers.get("content-type") ?? "");
}

/** A JSON body: 415 for another type, 413 past the cap, 400 when it does not parse. */
export async function readJson(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  if (!isJsonType(request)) throw new AppError("unsupported_media_type", "Send the body as application/json.");
  const raw = Buffer.from(await readBytes(request, { maxBytes })).toString("utf8");
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

/** The file under `field` of a multipart body, or null when the body is not multipart or has none. */
export async function readMultipartFile(request: Request, limit: BodyLimit, field = "file"): Promise<File | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return null;
  const bytes = await readBytes(request, limit);
  const file = await new Response(bytes, { headers: { "content-type": type } })
    .formData()
    .then((form) => form.get(field))
    .catch(() => null);
  return file instanceof File ? file : null;
}

/** zod validation as a 400 with the first message and every message by field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

/** A query string as plain values: empty parameters are left out, repeats keep the first. */
export function queryValues(request: Request): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams)
    if (value !== "" && !(key in values)) values[key] = value;
  return values;
}

/**
 * A body as an API client sends it, as a JSON object: a picture on this site (`field`) may come back
 * absolute, as the API answered it, and is read as its path again (the form it is stored in).
 */
export function apiBodyWithSitePath(body: unknown, field: string): Record<string, unknown> {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new AppError("bad_request", "The request body must be a JSON object.");
  const fields = body as Record<string, unknown>;
  const sent = fields[field];
  if (typeof sent !== "string") return fields;
  const path = sitePathOf(sent, getEnv().APP_URL);
  return path === null || path === sent ? fields : { ...fields, [field]: path };
}
