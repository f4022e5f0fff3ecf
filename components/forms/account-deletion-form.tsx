"use client";

import { CircleCheck } from "lucide-react";
import { type BaseSyntheticEvent, useActionState, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useHydrated } from "@/components/calculators/use-hydrated";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { type AccountDeletionFormState, requestAccountDeletionAction } from "@/lib/actions/request-account-deletion";
import { newIdempotencyKey, postJson } from "@/lib/http/post-json";
import type { AccountDeletionFormInput } from "@/lib/validations/account-deletion";
import { EMAIL_NOT_FOUND_MESSAGE } from "@/lib/validations/form-messages";
import { showToast } from "@/components/ui/deferred-toaster";
import { FormOutcome } from "./form-outcome";
import { HoneypotField, honeypotValue } from "./honeypot-field";
import { lazyResolver } from "./lazy-resolver";

const TOAST_MS = 5000;
const NOT_FOUND = EMAIL_NOT_FOUND_MESSAGE;
const FAILED = "Failed to submit account deletion request";
export const DELETION_SUCCESS = "Your account deletion request has been submitted successfully";

type FormOutput = { email: string; reason: string; confirm: boolean };
const empty: AccountDeletionFormInput = { email: "", reason: "", confirm: false };
const idle: AccountDeletionFormState = { status: "idle" };

const validation = lazyResolver(async () => {
  const [{ zodResolver }, { accountDeletionFormSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validations/account-deletion"),
  ]);
  return zodResolver(accountDeletionFormSchema);
});

/**
 * With JavaScript the form validates in place and posts JSON to /api/v1/account-deletion (toasts, spec 7).
 * Without it, the browser posts the form to a server action with the same steps and limits, and the page
 * answers with the outcome and, on a refusal, what was typed (decision 308).
 */
export function AccountDeletionForm() {
  const [state, formAction] = useActionState(requestAccountDeletionAction, idle);
  const refused = state.status === "invalid" || state.status === "failed";
  const kept: AccountDeletionFormInput = refused
    ? { email: state.values.email, reason: state.values.reason, confirm: state.values.confirm === "on" }
    : empty;
  const hydrated = useHydrated();
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AccountDeletionFormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    defaultValues: kept,
  });
  const confirmed = useWatch({ control, name: "confirm" });

  const onValid = async ({ email, reason }: FormOutput, event?: BaseSyntheticEvent) => {
    setServerError(null);
    const result = await postJson(
      "/api/v1/account-deletion",
      { email, reason, ...honeypotValue(event) },
      { idempotencyKey: attemptKey },
    );
    if (result.ok) {
      void showToast((toast) => toast.success(DELETION_SUCCESS, { duration: TOAST_MS }));
      setSubmitted(true);
      return;
    }
    // Spec 7: 400 means the e-mail is not registered; any other failure is generic. Input is kept.
    const message = result.status === 400 ? NOT_FOUND : FAILED;
    setServerError(message);
    void showToast((toast) => toast.error(message, { duration: TOAST_MS }));
  };
  const onInvalid = () => {
    if (!confirmed)
      void showToast((toast) =>
        toast.warning("Please confirm that you want to delete your account", {
          id: "confirm-deletion",
          duration: TOAST_MS,
        }),
      );
  };

  const serverErrors = state.status === "invalid" ? state.fieldErrors : {};

  const startOver = () => {
    reset(empty);
    setServerError(null);
    setSubmitted(false);
    setAttemptKey(newIdempotencyKey());
  };

  if (submitted) {
    return (
      <div role="status" className="rounded-3xl border border-brand-200 bg-brand-50 p-8 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h2 className="mt-4 text-xl font-bold text-ink">Request submitted</h2>
        <p className="mt-2 text-slate-700">{DELETION_SUCCESS}</p>
        <p className="mt-2 text-sm text-slate-600">
          Check your inbox and open the confirmation link in the e-mail we just sent to finish the request.
        </p>
        <button
          type="button"
          onClick={startOver}
          className="mt-6 rounded-xl border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-white"
        >
          Submit Another Request
        </button>
      </div>
    );
  }

  return (
    <form
      action={formAction}
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={validation.preload}
      noValidate
      className="relative grid gap-5"
      aria-label="Account deletion request"
    >
      <FormOutcome
        state={state}
        sent={{
          title: "Request submitted",
          text: `${DELETION_SUCCESS}. Check your inbox and open the confirmation link in the e-mail we just sent to finish the request.`,
        }}
        failedTitle={FAILED}
      />
      <HoneypotField />
      <Field label="Email" required error={errors.email?.message ?? serverErrors.email}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            placeholder="The e-mail you registered with"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            defaultValue={kept.email}
            {...register("email")}
          />
        )}
      </Field>
      <Field label="Reason (optional)" error={errors.reason?.message ?? serverErrors.reason}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={4}
            placeholder="Tell us why you are leaving (optional)"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} resize-y`}
            defaultValue={kept.reason}
            {...register("reason")}
          />
        )}
      </Field>
      <div>
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={Boolean(errors.confirm ?? serverErrors.confirm)}
            defaultChecked={kept.confirm}
            {...register("confirm")}
          />
          <span>I understand that deleting my account is permanent and that all my data will be removed.</span>
        </label>
        {errors.confirm || serverErrors.confirm ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.confirm?.message ?? serverErrors.confirm}
          </p>
        ) : null}
      </div>
      {serverError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {serverError}
        </p>
      ) : null}
      {/* Disabled until confirmed once scripts run; without them the server checks the box instead. */}
      <SubmitButton pending={isSubmitting} disabled={hydrated && !confirmed} tone="danger" className="w-full">
        {isSubmitting ? "Processing..." : "Request Account Deletion"}
      </SubmitButton>
    </form>
  );
}
