import type { z } from "zod";
import { jsonError } from "./errors";

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; raw: string; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body with a byte cap. The stream is cut off as soon as the cap is passed, so a huge
 * body costs no more memory than the cap, whatever Content-Length claims.
 */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, "unsupported_media_type", "Send the body as application/json.") };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, "payload_too_large", `The request body must be at most ${maxBytes} bytes.`),
  });
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();

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
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const raw = Buffer.concat(chunks).toString("utf8");
  try {
    return { ok: true, raw, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, "bad_request", "The request body is not valid JSON.") };
  }
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** zod validation shaped as `400 { error: { code, message, fieldErrors } }`; message is the first issue's. */
export function parseWithSchema<S extends z.ZodType>(schema: S, value: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_form";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const message = result.error.issues[0]?.message ?? "The request is invalid.";
  return { ok: false, response: jsonError(400, "validation_failed", message, { fieldErrors }) };
}
