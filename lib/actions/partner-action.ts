import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/api/errors";
import { requestIp } from "@/lib/auth/client-address";
import { requirePartner } from "@/lib/auth/current-partner";
import { AuthError, type AuthErrorCode } from "@/lib/auth/errors";
import type { PartnerSession } from "@/lib/auth/session";

// Every partner server action goes through one of the two wrappers here: parse with the form's zod
// schema, authenticate (or, before sign-in, find the trusted client address for rate limits), run, and
// answer one typed result the screens can show without guessing.

export type ActionErrorCode = AuthErrorCode | "service_unavailable" | "internal_error";

export type ActionResult<T> =
  | { ok: true; data: T; message?: string }
  | {
      ok: false;
      formError?: string;
      fieldErrors?: Record<string, string[]>;
      code?: ActionErrorCode;
      retryAfterSeconds?: number;
      /** What the form sent, for forms that show it again after a refusal (console forms, decision 606). */
      submitted?: Record<string, string>;
    };

/** What a handler returns: the data, and optionally a message for a toast. */
export type ActionSuccess<T> = { data: T; message?: string };

/**
 * Callable from a react-hook-form submit (`action(values)`), a plain `<form action>` (`action(formData)`)
 * and `useActionState` (`action(previous, formData)`), so the forms also work without JavaScript.
 */
export type FormAction<I, T> = {
  (input: I | FormData): Promise<ActionResult<T>>;
  (previous: ActionResult<T> | null, formData: FormData): Promise<ActionResult<T>>;
};

function inputOf(args: unknown[]): unknown {
  const form = args.find((a): a is FormData => a instanceof FormData);
  if (!form) return args[0] ?? {};
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !key.startsWith("$ACTION")) values[key] = value;
  return values;
}

function invalid(error: z.ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues)
    (fieldErrors[issue.path.length ? issue.path.join(".") : "_form"] ??= []).push(issue.message);
  return { ok: false, code: "validation_failed", formError: error.issues[0]?.message, fieldErrors };
}

/** Expected refusals keep their message; a database outage and real faults get generic ones. */
export function actionFailure(error: unknown): ActionResult<never> {
  unstable_rethrow(error); // redirect() and notFound() are not failures
  if (error instanceof AuthError) {
    const { fieldErrors, retryAfterSeconds } = error.extra;
    return {
      ok: false,
      code: error.code,
      formError: error.message,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      ok: false,
      code: "service_unavailable",
      formError: "The service is temporarily unavailable. Please try again shortly.",
    };
  }
  console.error("[partner-action] unhandled error", error);
  return { ok: false, code: "internal_error", formError: "Something went wrong. Please try again later." };
}

/** The shared shape of every form action: context (authentication) first, then parse, then run. */
export function defineFormAction<S extends z.ZodType, T, C>(
  schema: S,
  context: () => Promise<C>,
  handler: (data: z.output<S>, context: C) => Promise<ActionSuccess<T>>,
) {
  const action = async (...args: unknown[]): Promise<ActionResult<T>> => {
    try {
      // Authenticate before parsing: a stranger learns nothing about the form.
      const ctx = await context();
      const parsed = schema.safeParse(inputOf(args));
      if (!parsed.success) return invalid(parsed.error);
      const { data, message } = await handler(parsed.data, ctx);
      return { ok: true, data, ...(message ? { message } : {}) };
    } catch (error) {
      return actionFailure(error);
    }
  };
  return action as FormAction<z.input<S>, T>;
}

/** Before sign-in (sign-in, sign-up, codes, reset): the handler gets the trusted client address. */
export function publicPartnerAction<S extends z.ZodType, T>(
  schema: S,
  handler: (data: z.output<S>, context: { ip: string }) => Promise<ActionSuccess<T>>,
) {
  return defineFormAction(schema, async () => ({ ip: await requestIp() }), handler);
}

/**
 * For a signed-in partner: the handler runs only for an approved partner with a current token and gets
 * their session; it must scope every query by `session.partnerId`.
 */
export function partnerAction<S extends z.ZodType, T>(
  schema: S,
  handler: (data: z.output<S>, context: { session: PartnerSession }) => Promise<ActionSuccess<T>>,
) {
  return defineFormAction(schema, async () => ({ session: await requirePartner() }), handler);
}
