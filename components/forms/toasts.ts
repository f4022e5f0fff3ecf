import { showToast } from "@/components/ui/deferred-toaster";
import { CODE_MESSAGES } from "@/lib/errors";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";

export type FormToast = { title: string; description?: string; id?: string; kind?: "success" | "error" | "warning" };

// A toast's id is its title: pressing Send again while it shows refreshes that toast instead of
// stacking a copy of it under the first.

/** Spec 8: what contact and lead sign-up say when a message could not be sent. */
export const SEND_FAILED: FormToast = {
  id: "send-failed",
  title: "Failed to Send Message",
  description: CODE_MESSAGES.internal_error,
};

/** Spec 5: a public form sent with a field left empty. */
export const MISSING_FIELDS: FormToast = {
  id: "missing-fields",
  title: "Missing Fields",
  description: MISSING_FIELDS_MESSAGE,
};

/** `duration` left out: the toaster's own (2000 ms on the marketing layout, spec 9). */
export function showFormToast(kind: NonNullable<FormToast["kind"]>, toast: FormToast, duration?: number) {
  const { title, description, id } = toast;
  void showToast((sonner) => sonner[kind](title, { description, id, duration }));
}
