"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { signInAction } from "@/lib/actions/sign-in";
import { type SignInData, type SignInInput, signInSchema } from "@/lib/validations/partner-auth";
import { applyFieldErrors, failureMessage, runAction } from "./action-result";
import { AlertModal } from "./alert-modal";
import { EmailField } from "./email-field";
import { useFormFlow } from "./use-form-flow";
import { textLinkClass } from "./auth-card";
import { PasswordInput } from "./password-input";

export function SignInForm() {
  const { formRef, navigating, replace, alert, showAlert, closeAlert } = useFormFlow();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInData>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  const onValid = async (data: SignInData) => {
    const result = await runAction(() => signInAction(data));
    // The action has set the authToken cookie; replace history so Back does not return here (spec 4).
    if (result.ok) return replace(result.data.next);
    if (!applyFieldErrors(setError, result, ["email", "password"])) {
      showAlert("Sign in failed", failureMessage(result, "Sign in failed. Please try again."));
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Partner sign in"
      className="grid gap-5"
    >
      <EmailField registration={register("email")} error={errors.email?.message} />
      <div>
        <Field label="Password" error={errors.password?.message}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              label="password"
              autoComplete="current-password"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register("password")}
            />
          )}
        </Field>
        <p className="mt-2 text-right text-sm">
          <Link href="/ForgotPassword" className={textLinkClass}>
            Forgot Password
          </Link>
        </p>
      </div>
      <SubmitButton pending={isSubmitting || navigating} className="w-full">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        New partner?{" "}
        <Link href="/newSignup" className={textLinkClass}>
          Sign Up
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
