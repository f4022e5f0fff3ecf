"use client";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { acceptInviteAction } from "@/lib/actions/staff/accept-invite";
import { NewStaffPasswordInput } from "../account/new-password-input";
import { FormAlert } from "../form-alert";
import { useConsoleForm } from "../use-console-form";

/** The invited person's name and password; a plain form, so it works before (or without) JavaScript. */
export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const { formAction, pending, fieldError, formError, field } = useConsoleForm(acceptInviteAction);
  return (
    <form action={formAction} className="space-y-5">
      <FormAlert message={formError("name", "password")} />
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account this password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <LabelledInput label="Your name" autoComplete="name" required {...field("name")} />
      <NewStaffPasswordInput label="Choose a password" name="password" error={fieldError("password")} />
      <SubmitButton pending={pending} className="w-full">
        {pending ? "Setting up..." : "Join the console"}
      </SubmitButton>
    </form>
  );
}
