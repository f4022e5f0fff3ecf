"use client";

import { Link } from "@/components/ui/link";
import { useId, useState } from "react";
import { FieldError, TextField } from "@/components/ui/field";
import { signInAction } from "@/lib/actions/sign-in";
import { signInSchema } from "@/lib/validations/partner-auth";
import { PromptLink, StatusNotice, textLinkClass } from "./auth-card";
import { AuthForm, EMAIL_INPUT, useAuthStep } from "./auth-form";
import { PasswordField } from "./password-input";

/**
 * `notice` is what the previous step asked this screen to say. It goes once the partner signs in: the
 * answer (an alert, or the dashboard) replaces it, so the approval message is never on screen twice.
 */
export function SignInForm({ notice }: { notice?: string }) {
  const [showNotice, setShowNotice] = useState(Boolean(notice));
  const { form, shell } = useAuthStep({
    schema: signInSchema,
    defaultValues: { email: "", password: "" },
    action: signInAction,
    // The action has set the authToken cookie; replace history so Back does not return here (spec 4).
    go: "replace",
    alert: ["Sign in failed", "Sign in failed. Please try again."],
  });
  const { register, formState } = form;
  const emailError = formState.errors.email?.message;
  const passwordError = formState.errors.password?.message;
  // Both empty: "Please enter both email and password" once, under the password, describing both (m13).
  const sharedId = useId();
  const shared = emailError !== undefined && emailError === passwordError ? sharedId : undefined;
  return (
    <>
      {showNotice ? <StatusNotice>{notice}</StatusNotice> : null}
      <AuthForm
        {...shell}
        onSubmit={(event) => {
          setShowNotice(false);
          return shell.onSubmit(event);
        }}
        label="Partner sign in"
        submit="Sign In"
        footer={<PromptLink {...toSignUp} />}
      >
        <TextField {...EMAIL_INPUT} error={emailError} errorShownAt={shared} {...register("email")} />
        <div>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={passwordError}
            errorShownAt={shared}
            {...register("password")}
          />
          {shared ? <FieldError id={shared} message={passwordError} /> : null}
          <p className="mt-2 text-right text-sm">
            <Link href="/ForgotPassword" className={textLinkClass}>
              Forgot Password
            </Link>
          </p>
        </div>
      </AuthForm>
    </>
  );
}

const toSignUp = { prompt: "New partner?", href: "/newSignup", text: "Sign Up" };
