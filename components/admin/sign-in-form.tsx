"use client";
import { useKeptActionState } from "@/components/ui/use-kept-action-state";
import { inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { withWait } from "@/lib/format/wait";
import { staffSignInAction } from "@/lib/actions/staff/sign-in";
import { FormAlert } from "./form-alert";

/** E-mail and password; a plain form, so it works before (or without) JavaScript. */
export function StaffSignInForm() {
  const [state, formAction, pending] = useKeptActionState(staffSignInAction);
  // A refusal to slow down says for how long (console review m27).
  const error = state && !state.ok && state.formError ? withWait(state.formError, state.retryAfterSeconds) : null;
  return (
    <form action={formAction} className="space-y-5">
      <FormAlert message={error} />
      <div>
        <label htmlFor="staff-email" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Work email
        </label>
        <input id="staff-email" name="email" type="email" autoComplete="username" required className={inputClass} />
      </div>
      <div>
        <label htmlFor="staff-password" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Password
        </label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </div>
      <SubmitButton pending={pending} className="w-full">
        {pending ? "Signing in..." : "Sign in"}
      </SubmitButton>
    </form>
  );
}
