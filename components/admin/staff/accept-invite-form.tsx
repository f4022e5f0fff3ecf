"use client";
import { useActionState } from "react";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { acceptInviteAction } from "@/lib/actions/staff/accept-invite";
import { STAFF_PASSWORD_HINT } from "@/lib/validations/staff-members";
import { FormAlert } from "../form-alert";

/** The invited person's name and password; a plain form, so it works before (or without) JavaScript. */
export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const [state, action, pending] = useActionState(acceptInviteAction, null);
  const failed = state && !state.ok ? state : null;
  const fieldError = (name: string) => failed?.fieldErrors?.[name]?.[0];
  const shown = failed && !fieldError("name") && !fieldError("password") ? failed.formError : null;
  return (
    <form action={action} className="space-y-5">
      <FormAlert message={shown} />
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account this password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <LabelledInput
        label="Your name"
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={failed?.submitted?.name}
        error={fieldError("name")}
      />
      <LabelledInput
        label="Choose a password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={STAFF_PASSWORD_HINT}
        error={fieldError("password")}
      />
      <SubmitButton pending={pending} className="w-full">
        {pending ? "Setting up..." : "Join the console"}
      </SubmitButton>
    </form>
  );
}
