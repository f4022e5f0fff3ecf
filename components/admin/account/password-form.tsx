"use client";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { changeStaffPasswordAction } from "@/lib/actions/staff/change-password";
import { NewStaffPasswordInput } from "./new-password-input";
import { FormAlert } from "../form-alert";
import { useConsoleForm } from "../use-console-form";

/** The current password, then the new one; every other session ends (decision 613). */
export function StaffPasswordForm({ email }: { email: string }) {
  const { formAction, pending, form, fieldError, formError } = useConsoleForm(changeStaffPasswordAction);
  return (
    <form ref={form} action={formAction} className="space-y-4">
      <FormAlert message={formError("currentPassword", "newPassword")} />
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <LabelledInput
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError("currentPassword")}
      />
      <NewStaffPasswordInput label="New password" name="newPassword" error={fieldError("newPassword")} />
      <SubmitButton pending={pending}>{pending ? "Changing..." : "Change password"}</SubmitButton>
    </form>
  );
}
