"use client";

import { TextField } from "@/components/ui/field";
import { forgotPasswordAction } from "@/lib/actions/forgot-password";
import { forgotPasswordSchema } from "@/lib/validations/partner-auth";
import { PromptLink } from "./auth-card";
import { AuthForm, EMAIL_INPUT, useAuthStep } from "./auth-form";

/** /ForgotPassword: sends a password_reset code, then the code screen. */
export function ForgotPasswordForm() {
  const { form, shell } = useAuthStep({
    schema: forgotPasswordSchema,
    defaultValues: { email: "" },
    action: forgotPasswordAction,
    alert: ["Couldn't send the code", "Something went wrong. Please try again."],
  });
  return (
    <AuthForm {...shell} label="Forgot password" submit="Send code" footer={<PromptLink {...backToSignIn} />}>
      <TextField {...EMAIL_INPUT} error={form.formState.errors.email?.message} {...form.register("email")} />
    </AuthForm>
  );
}

const backToSignIn = { prompt: "Remembered it?", href: "/NewSignIn", text: "Back to sign in" };
