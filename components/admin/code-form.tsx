"use client";
import { useActionState } from "react";
import { inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/actions/partner-action";
import { enrolAccountAction } from "@/lib/actions/staff/enrol-account";
import { enrolDuringSignInAction } from "@/lib/actions/staff/enrol";
import { verifySecondFactorAction } from "@/lib/actions/staff/verify-second-factor";
import { FormAlert } from "./form-alert";
import { RecoveryCodes } from "./recovery-codes";

type CodeAction = (previous: ActionResult<unknown> | null, form: FormData) => Promise<ActionResult<unknown>>;

// The server actions themselves (not wrappers), so the form posts without JavaScript too. Each is
// callable as (previous, formData); the cast only picks that overload of FormAction.
const actions = {
  verify: verifySecondFactorAction,
  "enrol-sign-in": enrolDuringSignInAction,
  "enrol-account": enrolAccountAction,
} as unknown as Record<"verify" | "enrol-sign-in" | "enrol-account", CodeAction>;

type Props = {
  /** Which step this form is. */
  step: keyof typeof actions;
  label: string;
  hint: string;
  submit: string;
  /** Where to go once the recovery codes are noted (enrolment). */
  continueHref?: string;
};

/** One code field: the sign-in's second step and enrolment. After enrolment, the recovery codes, once. */
export function CodeForm({ step, label, hint, submit, continueHref = "/admin" }: Props) {
  const [state, formAction, pending] = useActionState(actions[step], null);
  const recoveryCodes = state?.ok ? (state.data as { recoveryCodes?: string[] } | undefined)?.recoveryCodes : undefined;
  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} continueHref={continueHref} />;
  }
  const error = state && !state.ok ? state.formError : null;
  return (
    <form action={formAction} className="space-y-5">
      <FormAlert message={error} />
      <div>
        <label htmlFor="second-factor-code" className="mb-1.5 block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          id="second-factor-code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-describedby="second-factor-hint"
          className={`${inputClass} font-mono tracking-widest`}
        />
        <p id="second-factor-hint" className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      </div>
      <SubmitButton pending={pending} className="w-full">
        {pending ? "Checking..." : submit}
      </SubmitButton>
    </form>
  );
}
