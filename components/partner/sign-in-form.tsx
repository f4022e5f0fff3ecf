"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { useForm } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { signInAction } from "@/lib/actions/sign-in";
import { type SignInData, type SignInInput, signInSchema } from "@/lib/validations/partner-auth";
import { applyFieldErrors, failureMessage, runAction } from "./action-result";
import { AlertModal, useAlert } from "./alert-modal";
import { textLinkClass } from "./auth-card";
import { PasswordInput } from "./password-input";

export function SignInForm() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [navigating, startNavigation] = useTransition();
  const { alert, showAlert, closeAlert } = useAlert();
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
    if (result.ok) return startNavigation(() => router.replace(result.data.next));
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
      <Field label="Email" error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            {...register("email")}
          />
        )}
      </Field>
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
