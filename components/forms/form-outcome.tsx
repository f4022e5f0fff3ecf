import { CODE_MESSAGES } from "@/lib/errors";
import { TOO_MANY_REQUESTS_MESSAGE } from "@/lib/limits/rules";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";
import type { FormResult } from "./send-form";
import type { FormToast } from "./toasts";

const GENERIC = CODE_MESSAGES.internal_error;

/**
 * What a form posted without JavaScript says after the page comes back: the success message, or why
 * nothing was sent. With JavaScript the same texts come as toasts and this stays empty.
 */
export function FormOutcome({
  outcome,
  sent,
  failedTitle = "Failed to Send Message",
}: {
  /** The server action's answer (useActionState); null until the form was posted. */
  outcome: FormResult | null;
  sent: FormToast;
  /** The heading of a refusal the server explains (its message is the text). */
  failedTitle?: string;
}) {
  if (!outcome) return null;
  if (outcome.ok) {
    return (
      <div
        role="status"
        className="col-span-full rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        <p className="font-semibold">{sent.title}</p>
        <p className="mt-1 text-sm">{sent.description}</p>
      </div>
    );
  }
  const missing = Object.values(outcome.fieldErrors ?? {}).some((messages) => messages[0] === MISSING_FIELDS_MESSAGE);
  // Refusals whose own message helps the person: an unregistered e-mail, the lead per-address limit.
  const explains = outcome.code === "bad_request" || outcome.code === "rate_limited";
  const explained = explains && outcome.formError !== TOO_MANY_REQUESTS_MESSAGE ? outcome.formError : undefined;
  const [title, text] =
    outcome.code !== "validation_failed"
      ? [failedTitle, explained || GENERIC]
      : missing
        ? ["Missing Fields", MISSING_FIELDS_MESSAGE]
        : ["Please check the form", "Fix the fields marked below."];
  return (
    <div role="alert" className="col-span-full rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text} What you typed is kept below.</p>
    </div>
  );
}
