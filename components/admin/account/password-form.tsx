"use client";
import { useActionState, useEffect, useRef } from "react";
import { toast } from "sonner";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { changeStaffPasswordAction } from "@/lib/actions/staff/change-password";
import { STAFF_PASSWORD_HINT } from "@/lib/validations/staff-members";
import { FormAlert } from "../form-alert";

/** The current password, then the new one; every other session ends (decision 613). */
export function StaffPasswordForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState(changeStaffPasswordAction, null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state?.ok) return;
    toast.success(state.message);
    form.current?.reset();
  }, [state]);
  const failed = state && !state.ok ? state : null;
  const fieldError = (name: string) => failed?.fieldErrors?.[name]?.[0];
  const shown = failed && !fieldError("currentPassword") && !fieldError("newPassword") ? failed.formError : null;
  return (
    <form ref={form} action={action} className="space-y-4">
      <FormAlert message={shown} />
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <LabelledInput
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError("currentPassword")}
      />
      <LabelledInput
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={STAFF_PASSWORD_HINT}
        error={fieldError("newPassword")}
      />
      <SubmitButton pending={pending}>{pending ? "Changing..." : "Change password"}</SubmitButton>
    </form>
  );
}
