"use client";

import { CircleCheck } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useHydrated } from "@/components/ui/use-hydrated";
import { LabelledInput, LabelledTextArea } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { requestAccountDeletionAction } from "@/lib/actions/request-account-deletion";
import type { AccountDeletionFormData, AccountDeletionFormInput } from "@/lib/validations/account-deletion";
import { EMAIL_NOT_FOUND_MESSAGE } from "@/lib/validations/form-messages";
import { lazyResolver } from "./lazy-resolver";
import { emailInput } from "./person-inputs";
import { PublicForm } from "./public-form";
import type { FormFailure } from "./send-form";
import { usePublicForm } from "./use-public-form";

/** Spec 9: toasts on the deletion screen last five seconds. */
const TOAST_MS = 5000;
const FAILED = "Failed to submit account deletion request";
export const DELETION_SUCCESS = "Your account deletion request has been submitted successfully";
const CHECK_INBOX = "Check your inbox and open the confirmation link in the e-mail we just sent to finish the request.";

const empty: AccountDeletionFormInput = { email: "", reason: "", confirm: false };
const validation = lazyResolver<AccountDeletionFormInput, AccountDeletionFormData>(
  async () => (await import("@/lib/validations/account-deletion")).accountDeletionFormSchema,
);

/** Spec 7: a 400 means the e-mail is not registered; any other failure is generic. */
const failureText = (failure: FormFailure) => (failure.code === "bad_request" ? EMAIL_NOT_FOUND_MESSAGE : FAILED);

/**
 * With JavaScript: JSON to /api/v1/account-deletion, toasts, and a success panel in place of the form.
 * Without: the server action, which checks the confirm box itself (decisions 308, 316).
 */
export function AccountDeletionForm() {
  const hydrated = useHydrated();
  const deletion = usePublicForm({
    action: requestAccountDeletionAction,
    page: "/account-deletion",
    endpoint: "/api/v1/account-deletion",
    validation,
    empty,
    // The box never leaves the browser.
    body: ({ email, reason }) => ({ email, reason }),
    toasts: { duration: TOAST_MS, sent: { title: DELETION_SUCCESS }, failed: (f) => ({ title: failureText(f) }) },
    // Spec 5's warning for an unticked box, in the schema's words.
    invalidToast: ({ confirm }) =>
      confirm?.message ? { kind: "warning", id: "confirm-deletion", title: confirm.message } : undefined,
  });
  const { form, result, kept, pending, field } = deletion;
  const confirmed = useWatch({ control: form.control, name: "confirm" });

  if (result?.ok) return <DeletionSubmitted onStartOver={deletion.startOver} />;
  const confirmError = deletion.errorFor("confirm");
  return (
    <PublicForm
      form={deletion}
      sent={{ title: "Request submitted", description: `${DELETION_SUCCESS}. ${CHECK_INBOX}` }}
      failedTitle={FAILED}
      noValidate
      className="relative grid gap-5"
      aria-label="Account deletion request"
    >
      <LabelledInput {...emailInput("The e-mail you registered with")} marked {...field("email")} />
      <LabelledTextArea
        label="Reason (optional)"
        rows={4}
        placeholder="Tell us why you are leaving (optional)"
        {...field("reason")}
      />
      <div>
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={Boolean(confirmError)}
            defaultChecked={kept.confirm}
            {...form.register("confirm")}
          />
          <span>I understand that deleting my account is permanent and that all my data will be removed.</span>
        </label>
        {confirmError ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {confirmError}
          </p>
        ) : null}
      </div>
      {result && !result.ok ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {failureText(result)}
        </p>
      ) : null}
      {/* Disabled until confirmed once scripts run; without them the server checks the box instead. */}
      <SubmitButton pending={pending} disabled={hydrated && !confirmed} tone="danger" className="w-full">
        {pending ? "Processing..." : "Request Account Deletion"}
      </SubmitButton>
    </PublicForm>
  );
}

function DeletionSubmitted({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div role="status" className="rounded-3xl border border-brand-200 bg-brand-50 p-8 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h2 className="mt-4 text-xl font-bold text-ink">Request submitted</h2>
      <p className="mt-2 text-slate-700">{DELETION_SUCCESS}</p>
      <p className="mt-2 text-sm text-slate-600">{CHECK_INBOX}</p>
      <button
        type="button"
        onClick={onStartOver}
        className="mt-6 rounded-xl border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-white"
      >
        Submit Another Request
      </button>
    </div>
  );
}
