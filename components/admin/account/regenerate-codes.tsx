"use client";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { regenerateRecoveryCodesAction } from "@/lib/actions/staff/regenerate-recovery-codes";
import { FormAlert } from "../form-alert";
import { RecoveryCodes } from "../recovery-codes";
import { useConsoleForm } from "../use-console-form";

/**
 * Two-step sign-in's state with new recovery codes for the password or a current authenticator code; the
 * codes are shown once, with a download, and the count above them is the new set's (console review m5).
 */
export function RegenerateCodes({ since, unused }: { since: string; unused: number }) {
  const { state, formAction, pending, fieldError, formError } = useConsoleForm(regenerateRecoveryCodesAction);
  const codes = state?.ok ? state.data.recoveryCodes : null;
  return (
    <>
      <p className="text-slate-700">
        On since {since}. {codes ? codes.length : unused} unused recovery codes left.
      </p>
      <h3 className="mb-2 mt-6 font-semibold text-ink">Recovery codes</h3>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          continueHref="/admin/account"
          title="New recovery codes are ready. The old ones no longer work."
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600">
            Lost them, or used most? Make a new set to download or print. Only new codes can be shown: we keep the old
            ones only in a form nobody can read back.
          </p>
          <NewCodesForm {...{ formAction, pending, fieldError, formError }} />
        </>
      )}
    </>
  );
}

function NewCodesForm({
  formAction,
  pending,
  fieldError,
  formError,
}: Pick<ReturnType<typeof useConsoleForm>, "formAction" | "pending" | "fieldError" | "formError">) {
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
