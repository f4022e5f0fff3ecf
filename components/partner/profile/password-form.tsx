"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/ui/submit-button";
import { changePasswordAction } from "@/lib/actions/change-password";
import { type ChangePasswordInput, changePasswordSchema } from "@/lib/validations/partner-auth";
import { applyFieldErrors, failureMessage, runAction } from "../action-result";
import { Panel } from "../dashboard/panel";
import { PasswordField } from "../password-input";

/** Spec 9: the profile's password toasts last three seconds. */
const TOAST_MS = 3000;
const fields = ["oldPassword", "newPassword", "confirmPassword"] as const;

/**
 * Password & Security: a wrong old password is a red toast with the server's words ('OldPassword is
 * incorrect'); success a green one. Other sessions end; this browser keeps a fresh cookie (the action).
 */
export function PasswordForm() {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onValid = async (data: ChangePasswordInput) => {
    const result = await runAction(() => changePasswordAction(data));
    if (result.ok) {
      reset();
      toast.success(result.message ?? "Password updated successfully!", { duration: TOAST_MS });
      return;
    }
    const message = failureMessage(result, "Failed to update password. Please try again.");
    toast.error(message, { duration: TOAST_MS });
    // The old-password refusal is the toast alone; others (a common new password) also sit under their field.
    if (result.fieldErrors?.oldPassword) return;
    applyFieldErrors(setError, result, fields);
  };

  const input = (name: (typeof fields)[number], label: string, autoComplete: string) => (
    <PasswordField label={label} autoComplete={autoComplete} error={errors[name]?.message} {...register(name)} />
  );

  return (
    <Panel
      id={titleId}
      title="Password & Security"
      size="large"
      description="Changing your password signs you out everywhere else; this browser stays signed in."
    >
      <form
        method="post"
        noValidate
        aria-label="Change password"
        onSubmit={handleSubmit(onValid)}
        className="mt-6 grid max-w-md gap-5"
      >
        {input("oldPassword", "Old password", "current-password")}
        {input("newPassword", "New password", "new-password")}
        {input("confirmPassword", "Confirm password", "new-password")}
        <SubmitButton pending={isSubmitting} className="justify-self-start">
          Update password
        </SubmitButton>
      </form>
    </Panel>
  );
}
