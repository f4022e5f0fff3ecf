"use client";

import { toast } from "sonner";
import { resetPasswordAction } from "@/lib/actions/reset-password";
import { type ResetPasswordInput, resetPasswordSchema } from "@/lib/validations/partner-auth";
import { applyFieldErrors, runAction } from "./action-result";
import { PromptLink } from "./auth-card";
import { AuthForm, useStepForm } from "./auth-form";
import { PasswordField } from "./password-input";

const UPDATE_FAILED = "Failed to update password. Please try again.";

/** Spec 5: advice only, not enforced; the server checks the length and refuses common passwords. */
const ADVICE = "Use at least 8 characters, with one uppercase letter, one lowercase letter and one number.";

/** /update after a verified reset code; the grant stays in an HttpOnly cookie the action reads. */
export function UpdatePasswordForm() {
  const { flow, form, shell } = useStepForm(resetPasswordSchema, { password: "", confirmPassword: "" });
  const { errors } = form.formState;

  const onValid = async (data: ResetPasswordInput) => {
    const result = await runAction(() => resetPasswordAction(data));
    if (result.ok) {
      toast.success(result.message ?? "Password updated successfully!");
      return flow.replace("/NewSignIn?notice=password-updated");
    }
    if (applyFieldErrors(form.setError, result, ["password", "confirmPassword"])) return;
    // Spec 8's message, and the server's reason when it has one (an expired code, too many tries).
    const reason = result.formError && result.code !== "internal_error" ? ` ${result.formError}` : "";
    flow.showAlert("Password not updated", `${UPDATE_FAILED}${reason}`);
  };

  return (
    <AuthForm
      {...shell(onValid)}
      label="Set a new password"
      submit="Update password"
      footer={<PromptLink href="/NewSignIn" text="Back to sign in" />}
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={ADVICE}
        {...form.register("password")}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
    </AuthForm>
  );
}
