import "server-only";
import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { redirect as redirectTo, unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { actionStarted } from "@/lib/http/action-run";
import { requestIp } from "@/lib/auth/client-address";
import { requirePartner } from "@/lib/auth/current-partner";
import { cookieOptions } from "@/lib/auth/session-token";
import { AppError, type AppErrorCode, CODE_MESSAGES, isDatabaseUnavailable, validationError } from "@/lib/errors";
import { submittedFields } from "@/lib/model/submitted-fields";
import { requireStaff } from "@/lib/staff/session";
import { execute } from "./execute";
import type { ActorOf, Audience, Operation, Outcome, OutcomeCookie } from "./operation";

// The server-action adapter: the one result shape every form reads, with or without JavaScript.

export type ActionResult<T> =
  | { ok: true; data: T; message?: string }
  | {
      ok: false;
      code: AppErrorCode;
      formError?: string;
      fieldErrors?: Record<string, string[]>;
      retryAfterSeconds?: number;
      /** More about the refusal (e.g. an import's failing rows). */
      details?: Record<string, unknown>;
      /** What a posted form sent (secrets left out), so a page can show it again after a refusal. */
      submitted?: Record<string, string>;
    };

/**
 * Callable from a react-hook-form submit (`action(values)`), `useActionState` (`action(previous,
 * formData)`) and a plain `<form action>` (which ignores the answer), so forms work without JavaScript.
 */
export type FormAction<I, T> = {
  // Order matters: TypeScript infers from the last signature (useActionState's).
  (formData: FormData): Promise<void>;
  (input: I | FormData): Promise<ActionResult<T>>;
  (previous: unknown, formData: FormData): Promise<ActionResult<T>>;
};

function formOf(args: unknown[]): FormData | undefined {
  return args.find((a): a is FormData => a instanceof FormData);
}

function inputOf(args: unknown[]): unknown {
  const form = formOf(args);
  if (!form) return args[0] ?? {};
  const values: Record<string, string | File> = {};
  for (const [key, value] of form) if (!key.startsWith("$ACTION")) values[key] = value;
  return values;
}

/** Expected refusals keep their message; a database outage and real faults get generic ones. */
export function actionFailure(error: unknown): ActionResult<never> & { ok: false } {
  unstable_rethrow(error); // redirect() and notFound() are not failures
  if (error instanceof AppError) {
    const { fieldErrors, retryAfterSeconds, details } = error.extra;
    return {
      ok: false,
      code: error.code,
      formError: error.message,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      ...(details ? { details } : {}),
    };
  }
  if (isDatabaseUnavailable(error))
    return {
      ok: false,
      code: "service_unavailable",
      formError: CODE_MESSAGES.service_unavailable,
    };
  console.error("[action] unhandled error", error);
  return { ok: false, code: "internal_error", formError: CODE_MESSAGES.internal_error };
}

/** Who is calling, from this request's cookies: the same checks the API's authenticator makes. */
export async function actionActor<A extends Audience>(operation: Operation<z.ZodType, unknown, A>) {
  if (operation.audience === "partner") return (await requirePartner()) as ActorOf<A>;
  if (operation.audience === "staff") return (await requireStaff(operation.permission)) as ActorOf<A>;
  // The app's writes come with its key over the API; no form of this site runs them.
  if (operation.audience === "app") throw new AppError("forbidden", "This write is for the app only.");
  return null as ActorOf<A>;
}

export async function applyCookies(list: OutcomeCookie[] = []): Promise<void> {
  if (!list.length) return;
  const jar = await cookies();
  for (const { name, value, maxAge } of list) jar.set(name, value ?? "", cookieOptions(value ? maxAge : 0));
}

type ActionOptions<T, R, F extends z.ZodType> = {
  /** The form's own schema when it asks for more than the operation (a confirmation field). */
  form?: F;
  /** What the form gets back, when not the operation's outcome (never a token a cookie already holds). */
  reply?: (outcome: Outcome<T>) => { data: R; message?: string };
  /** A layout whose server-rendered parts show what changed (the sidebar's name): rendered again. */
  revalidate?: string;
  /** Where the browser goes after a success, when the page does not stay (post-redirect-get). */
  redirect?: (outcome: Outcome<T>) => string;
};

export function toAction<S extends z.ZodType, T, A extends Audience, R = T, F extends z.ZodType = S>(
  operation: Operation<S, T, A>,
  { form, reply, revalidate, redirect }: ActionOptions<T, R, F> = {},
): FormAction<z.input<F>, R> {
  const action = async (...args: unknown[]): Promise<ActionResult<R>> => {
    actionStarted();
    let raw = inputOf(args);
    try {
      // Authenticate before parsing: a stranger learns nothing about the form.
      const actor = await actionActor(operation);
      if (form) {
        const checked = form.safeParse(raw);
        if (!checked.success) throw validationError(checked.error.issues);
        raw = { ...(raw as object), ...(checked.data as object) };
      }
      const outcome = await execute(operation, raw, {
        actor,
        ip: await requestIp(),
        userAgent: (await headers()).get("user-agent"),
        via: "action",
      });
      await applyCookies(outcome.cookies);
      if (revalidate) revalidatePath(revalidate, "layout");
      if (redirect) redirectTo(redirect(outcome));
      const { data, message } = reply
        ? reply(outcome)
        : { data: outcome.data as unknown as R, message: outcome.message };
      return { ok: true, data, ...(message ? { message } : {}) };
    } catch (error) {
      const failure = actionFailure(error);
      const posted = formOf(args);
      if (!posted) return failure;
      // Each field whole: a refusal must never cost typed text (a post holds 50,000 characters), a session
      // that ended while the form was open included: the fields come back as they were sent, to whoever sent
      // them, and say nothing of the form a stranger did not already hold. What comes back is bounded by what
      // came in, which Next caps at its server-action body limit (1 MB).
      return { ...failure, submitted: submittedFields(posted) };
    }
  };
  return action as FormAction<z.input<F>, R>;
}
