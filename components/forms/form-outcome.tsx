import type { PublicFormState } from "@/lib/api/public-form-action";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";

/**
 * What a form posted without JavaScript says after the page comes back: the success message, or why
 * nothing was sent. With JavaScript the same texts come as toasts and this stays empty.
 */
export function FormOutcome({
  state,
  sent,
  failedTitle = "Failed to Send Message",
}: {
  state: PublicFormState<Record<string, string>>;
  sent: { title: string; text: string };
  /** The heading of a refusal the server explains (its message is the text). */
  failedTitle?: string;
}) {
  if (state.status === "idle") return null;
  if (state.status === "sent") {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <p className="font-semibold">{sent.title}</p>
        <p className="mt-1 text-sm">{sent.text}</p>
      </div>
    );
  }
  const missing = Object.values(state.fieldErrors).includes(MISSING_FIELDS_MESSAGE);
  const [title, text] =
    state.status === "failed"
      ? [failedTitle, state.message ?? "Something went wrong. Please try again later."]
      : missing
        ? ["Missing Fields", MISSING_FIELDS_MESSAGE]
        : ["Please check the form", "Fix the fields marked below."];
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text} What you typed is kept below.</p>
    </div>
  );
}
