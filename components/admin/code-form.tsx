"use client";
import { useKeptActionState } from "@/components/ui/use-kept-action-state";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { withWait } from "@/lib/format/wait";
import type { ActionResult } from "@/lib/operations/action";
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

const enrolTexts = {
  label: "Code from the app",
  hint: "The code changes every 30 seconds.",
  submit: "Turn on two-step sign-in",
};

/** What each step's field and button say. */
const texts: Record<keyof typeof actions, typeof enrolTexts> = {
  verify: {
    label: "Authentication code",
    hint: "6 digits, or one of your recovery codes (like abcd-efgh-jkmn).",
    submit: "Verify",
  },
  "enrol-sign-in": enrolTexts,
  "enrol-account": enrolTexts,
};

type Props = {
  /** Which step this form is. */
  step: keyof typeof actions;
  /** Where to go once the recovery codes are noted (enrolment). */
  continueHref?: string;
};

/** One code field: the sign-in's second step and enrolment. After enrolment, the recovery codes, once. */
export function CodeForm({ step, continueHref = "/admin" }: Props) {
  const { label, hint, submit } = texts[step];
  const [state, formAction, pending] = useKeptActionState(actions[step]);
  const recoveryCodes = state?.ok ? (state.data as { recoveryCodes?: string[] } | undefined)?.recoveryCodes : undefined;
  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} continueHref={continueHref} />;
  }
  const error = state && !state.ok && state.formError ? withWait(state.formError, state.retryAfterSeconds) : null;
  return (
    <form action={formAction} className="space-y-5">
      <FormAlert message={error} />
      <Field label={label} hint={hint}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-describedby={describedBy}
            className={`${inputClass} font-mono tracking-widest`}
          />
        )}
      </Field>
      <SubmitButton pending={pending} className="w-full">
        {pending ? "Checking..." : submit}
      </SubmitButton>
    </form>
  );
}
