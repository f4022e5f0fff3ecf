"use client";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { regenerateRecoveryCodesAction } from "@/lib/actions/staff/regenerate-recovery-codes";
import { FormAlert } from "../form-alert";
import { RecoveryCodes } from "../recovery-codes";
import { useConsoleForm } from "../use-console-form";

/** New recovery codes for the password or a current authenticator code; shown once, with a download. */
export function RegenerateCodes() {
  const { state, formAction, pending, fieldError, formError } = useConsoleForm(regenerateRecoveryCodesAction);
  if (state?.ok)
    return (
      <RecoveryCodes
        codes={state.data.recoveryCodes}
        continueHref="/admin/account"
        title="New recovery codes are ready. The old ones no longer work."
      />
    );
  return (
    <form action={formAction} className="space-y-4">
      <FormAlert message={formError("passwordOrCode")} />
      <LabelledInput
        label="Your password or a code from your authenticator app"
        name="passwordOrCode"
        type="password"
        autoComplete="current-password"
        required
        hint="Making new codes makes every old one stop working."
        error={fieldError("passwordOrCode")}
      />
      <SubmitButton pending={pending}>{pending ? "Making codes..." : "Make new recovery codes"}</SubmitButton>
    </form>
  );
}
