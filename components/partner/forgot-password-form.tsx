"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { forgotPasswordAction } from "@/lib/actions/forgot-password";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@/lib/validations/partner-auth";
import { applyFieldErrors, failureMessage, runAction } from "./action-result";
import { AlertModal } from "./alert-modal";
import { EmailField } from "./email-field";
import { useFormFlow } from "./use-form-flow";
import { textLinkClass } from "./auth-card";

/** /ForgotPassword: sends a password_reset code, then the code screen. */
export function ForgotPasswordForm() {
  const { formRef, navigating, push, alert, showAlert, closeAlert } = useFormFlow();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onValid = async (data: ForgotPasswordInput) => {
    const result = await runAction(() => forgotPasswordAction(data));
    if (result.ok) return push(result.data.next);
    if (!applyFieldErrors(setError, result, ["email"]))
      showAlert("Couldn't send the code", failureMessage(result, "Something went wrong. Please try again."));
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Forgot password"
      className="grid gap-5"
    >
      <EmailField registration={register("email")} error={errors.email?.message} />
      <SubmitButton pending={isSubmitting || navigating} className="w-full">
        Send code
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{" "}
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
