import "server-only";
import { createHash } from "node:crypto";
import type { z } from "zod";
import { requestIp } from "@/lib/auth/client-address";
import { rateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { isDatabaseUnavailable } from "./errors";
import { isHoneypotFilled } from "./honeypot";
import { withIdempotency } from "./idempotency";

// The public forms without JavaScript: the browser posts the form itself to a server action
// (useActionState), which runs the same pipeline as the JSON API — rate limit per trusted address,
// honeypot, the form's zod schema, one row per submission — and answers a state the page renders:
// what happened, and on a failure the values typed, so nothing is lost.

export type PublicFormState<V extends Record<string, string>> =
  | { status: "idle" }
  | { status: "sent"; submittedAt: number }
  | {
      status: "invalid" | "failed";
      values: V;
      fieldErrors: Partial<Record<keyof V, string>>;
      /** Why the server refused, when it says more than "try again later". */
      message?: string;
      submittedAt: number;
    };

const DOUBLE_SUBMIT_MS = 2 * 60 * 1000;
const MAX_FIELD_CHARS = 20_000;

type Options<S extends z.ZodType> = {
  scope: string;
  schema: S;
  rateLimit: RateLimitRule;
  fields: readonly string[];
  /** Stores the submission; answers a message when it refuses it (e.g. a per-address limit). */
  handle: (data: z.output<S>, context: { ip: string }) => Promise<string | void>;
};

function valuesOf(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, MAX_FIELD_CHARS) : "";
  }
  return values;
}

export function publicFormAction<S extends z.ZodType, V extends Record<string, string>>(options: Options<S>) {
  return async (_previous: PublicFormState<V>, form: FormData): Promise<PublicFormState<V>> => {
    const values = valuesOf(form, options.fields) as V;
    const failed = (fieldErrors: Partial<Record<keyof V, string>> = {}, status: "invalid" | "failed" = "failed") => ({
      status,
      values,
      fieldErrors,
      submittedAt: Date.now(),
    });
    try {
      const ip = await requestIp();
      const limit = await rateLimit(`${options.scope}:ip:${ip}`, options.rateLimit);
      if (!limit.ok) return failed();
      if (isHoneypotFilled(Object.fromEntries(form))) return { status: "sent", submittedAt: Date.now() };
      const parsed = options.schema.safeParse(values);
      if (!parsed.success) {
        const fieldErrors: Partial<Record<keyof V, string>> = {};
        for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as keyof V] ??= issue.message;
        return failed(fieldErrors, "invalid");
      }
      const digest = createHash("sha256")
        .update(`${ip}\n${JSON.stringify(values)}`)
        .digest("base64url");
      const key = { key: `${options.scope}:form:${digest}`, ttlMs: DOUBLE_SUBMIT_MS, scope: options.scope };
      const answer = await withIdempotency(key, async () => {
        const refusal = await options.handle(parsed.data, { ip });
        return refusal ? { status: 429, body: { message: refusal } } : { status: 201, body: { ok: true } };
      });
      if (answer.ok) return { status: "sent", submittedAt: Date.now() };
      const { message } = (await answer.json().catch(() => ({}))) as { message?: string };
      return { ...failed(), ...(message ? { message } : {}) };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) console.error(`[${options.scope}] form action failed`, error);
      return failed();
    }
  };
}
