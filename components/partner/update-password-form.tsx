"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { resetPasswordAction } from "@/lib/actions/reset-password";
import { type ResetPasswordInput, resetPasswordSchema } from "@/lib/validations/partner-auth";
import { applyFieldErrors, runAction } from "./action-result";
import { AlertModal } from "./alert-modal";
import { useFormFlow } from "./use-form-flow";
import { textLinkClass } from "./auth-card";
import { PasswordInput } from "./password-input";

const UPDATE_FAILED = "Failed to update password. Please try again.";

/** Spec 5: advice only, not enforced; the server checks the length and refuses common passwords. */
const ADVICE = "Use at least 8 characters, with one uppercase letter, one lowercase letter and one number.";

/** /update after a verified reset code; the grant stays in an HttpOnly cookie the action reads. */
export function UpdatePasswordForm() {
  const { formRef, navigating, replace, alert, showAlert, closeAlert } = useFormFlow();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onValid = async (data: ResetPasswordInput) => {
    const result = await runAction(() => resetPasswordAction(data));
    if (result.ok) {
      setDone(true);
      toast.success(result.message ?? "Password updated successfully!");
      return replace("/NewSignIn?notice=password-updated");
    }
    if (applyFieldErrors(setError, result, ["password", "confirmPassword"])) return;
    // Spec 8's message, and the server's reason when it has one (an expired code, too many tries).
    const reason = result.formError && result.code !== "internal_error" ? ` ${result.formError}` : "";
    showAlert("Password not updated", `${UPDATE_FAILED}${reason}`);
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Set a new password"
      className="grid gap-5"
    >
      <Field label="New password" error={errors.password?.message} hint={ADVICE}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            label="new password"
            autoComplete="new-password"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register("password")}
          />
        )}
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            label="confirm password"
            autoComplete="new-password"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register("confirmPassword")}
          />
        )}
      </Field>
      <SubmitButton pending={isSubmitting || navigating} disabled={done} className="w-full">
        Update password
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        <Link href="/NewSignIn" className={textLinkClass}>
          Back to sign in
        </Link>
      </p>
      <AlertModal
        alert={alert}
        onClose={closeAlert}
        returnFocus={() => formRef.current?.querySelector<HTMLElement>("button[type=submit]")}
      />
    </form>
  );
}
