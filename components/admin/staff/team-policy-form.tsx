"use client";
import { SubmitButton } from "@/components/ui/submit-button";
import { setTeamPolicyAction } from "@/lib/actions/staff/set-team-policy";
import { FormAlert } from "../form-alert";
import { useConsoleForm } from "../use-console-form";

const OPTIONS = [
  { value: "admins", label: "Admins only", hint: "Editors may turn it on from Your account." },
  {
    value: "everyone",
    label: "Everyone, editors included",
    hint: "Whoever has not set it up does so at their next sign-in; open sessions are not cut short.",
  },
] as const;

/**
 * Who confirms each sign-in with an authenticator app (decision 622). A plain form: works without
 * JavaScript; the page reloads with the saved choice.
 */
export function TeamPolicyForm({
  requireSecondFactor,
  withoutSecondFactor,
}: {
  requireSecondFactor: boolean;
  withoutSecondFactor: number;
}) {
  const { formAction, pending, fieldError, formError } = useConsoleForm(setTeamPolicyAction);
  const current = requireSecondFactor ? "everyone" : "admins";
  const error = fieldError("secondFactor");
  return (
    <form action={formAction} className="space-y-4">
      <FormAlert message={formError("secondFactor")} />
      <fieldset aria-describedby={error ? "team-policy-error" : "team-policy-state"}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Two-step sign-in is required of</legend>
        <div className="space-y-2">
          {OPTIONS.map((option) => (
            <label key={option.value} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="secondFactor"
                value={option.value}
                required
                defaultChecked={current === option.value}
                // A saved change re-renders the page with the new choice checked.
                key={`${option.value}-${current}`}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="font-medium">{option.label}</span>
                <span className="block text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p id="team-policy-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      <p id="team-policy-state" className="text-sm text-slate-600">
        {withoutSecondFactor === 0
          ? "Every active member has two-step sign-in."
          : `${withoutSecondFactor} active ${withoutSecondFactor === 1 ? "member has" : "members have"} not set up two-step sign-in${requireSecondFactor ? ": they do at their next sign-in." : "."}`}
      </p>
      <SubmitButton pending={pending}>{pending ? "Saving..." : "Save"}</SubmitButton>
    </form>
  );
}
