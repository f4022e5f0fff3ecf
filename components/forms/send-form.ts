import type { FieldErrors, FieldValues } from "react-hook-form";
import { type PostResult, postJson } from "@/components/forms/post-json";
import { isAppErrorCode } from "@/lib/errors";
import type { ActionResult } from "@/lib/operations/action";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";
import { type FormToast, MISSING_FIELDS, SEND_FAILED, showFormToast } from "./toasts";

// What a public form does once it is sent, with JavaScript: the request, the reading of its answer and
// the toasts. Loaded on the first focus into the form, like the validator, not with the page (316).

export type FormResult = ActionResult<unknown>;
export type FormFailure = Extract<FormResult, { ok: false }>;
export type FormToasts = {
  /** Left out: the toaster's own (2000 ms on the marketing layout). */
  duration?: number;
  sent: FormToast;
  /** By default spec 8's 'Failed to Send Message'. */
  failed?: (failure: FormFailure) => FormToast;
};

const GENERIC = "Something went wrong. Please try again later.";

/**
 * The JSON route's answer as the server action would have given it, so a form reads one result shape
 * whichever way it was sent. `successStatus`: spec 7's "201 means success" (lead sign-up).
 */
export function resultOfReply(reply: PostResult, successStatus?: number): FormResult {
  if (reply.ok && (successStatus === undefined || reply.status === successStatus)) {
    const message = (reply.data as { message?: unknown } | null)?.message;
    return { ok: true, data: reply.data, ...(typeof message === "string" ? { message } : {}) };
  }
  if (reply.ok) return { ok: false, code: "bad_gateway", formError: GENERIC };
  // Timed out (spec 9: 10 s) or never reached the server.
  if (reply.reason !== "http")
    return { ok: false, code: "service_unavailable", formError: GENERIC, details: { reason: reply.reason } };
  // The code the server sent (lib/http/errors.ts); an answer without one (a proxy's own page) is a fault.
  const { fieldErrors } = reply;
  return {
    ok: false,
    code: isAppErrorCode(reply.code) ? reply.code : "internal_error",
    formError: reply.message ?? GENERIC,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

/** Posts the values as JSON (10 s at most, spec 9), toasts the outcome and answers in the action's shape. */
export async function sendForm(
  endpoint: string,
  body: object,
  { idempotencyKey, successStatus, toasts }: { idempotencyKey: string; successStatus?: number; toasts: FormToasts },
): Promise<FormResult> {
  const answer = resultOfReply(await postJson(endpoint, body, { idempotencyKey }), successStatus);
  if (answer.ok) showFormToast("success", toasts.sent, toasts.duration);
  else showFormToast("error", toasts.failed?.(answer) ?? SEND_FAILED, toasts.duration);
  return answer;
}

/** The form's own check refused it: the form's toast for why, by default 'Missing Fields' (spec 5). */
export function announceInvalid<V extends FieldValues>(
  errors: FieldErrors<V>,
  toastFor: ((errors: FieldErrors<V>) => FormToast | undefined) | undefined,
  duration?: number,
) {
  const missing = Object.values(errors).some((error) => error?.message === MISSING_FIELDS_MESSAGE);
  const toast = toastFor ? toastFor(errors) : missing ? MISSING_FIELDS : undefined;
  if (toast) showFormToast(toast.kind ?? "error", toast, duration);
}
