"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { TextField } from "@/components/ui/field";
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
        <TextField {...EMAIL_INPUT} error={formState.errors.email?.message} {...register("email")} />
        <div>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register("password")}
          />
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
