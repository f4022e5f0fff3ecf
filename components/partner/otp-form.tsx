"use client";

import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { verifyCodeAction } from "@/lib/actions/verify-code";
import { type CodeEntryInput, type OtpFlow, codeEntrySchema } from "@/lib/validations/partner-auth";
import { failureMessage, runAction } from "./action-result";
import { AuthForm, useStepForm } from "./auth-form";
import { CodeField } from "./otp-boxes";
import { ResendCode } from "./resend-code";

/** Where a verified code leads: sign-in with the approval message, or the new-password screen. */
const AFTER: Record<OtpFlow, string> = { signup: "/NewSignIn?notice=signed-up", forgot: "/update" };

/** /otpScreen/{signup|forgot}: the six boxes, Verify, and a resend with a cooldown. */
export function OtpForm({ flow }: { flow: OtpFlow }) {
  const step = useStepForm(codeEntrySchema, { otp: "" });
  const { form } = step;
  const error = form.formState.errors.otp?.message;

  const onValid = async ({ otp }: CodeEntryInput) => {
    const result = await runAction(() => verifyCodeAction({ otp, flow }));
    if (result.ok) return step.flow.replace(AFTER[flow]);
    form.reset({ otp: "" });
    step.flow.showAlert(
      "Verification failed",
      failureMessage(result, "The code could not be verified. Please try again."),
    );
  };

  const firstBox = () => step.flow.formRef.current?.querySelector("input");
  // The screen is for typing the code: the first box has focus from the start (issue 49 m14).
  useEffect(() => {
    step.flow.formRef.current?.querySelector("input")?.focus();
  }, [step.flow.formRef]);
  // A resent code voids the old one: start the boxes again.
  const clearBoxes = () => {
    form.reset({ otp: "" });
    firstBox()?.focus();
  };

  return (
    <AuthForm
      {...step.shell(onValid)}
      label="Verification code"
      submit="Verify"
      gap="gap-6"
      returnFocus={firstBox}
      footer={
        <ResendCode
          flow={flow}
          disabled={step.flow.done}
          onSent={clearBoxes}
          onFailed={(message) => step.flow.showAlert("Couldn't resend the code", message)}
        />
      }
    >
      <Controller
        control={form.control}
        name="otp"
        render={({ field }) => (
          <CodeField
            label="Enter the 6-digit code"
            error={error}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={step.flow.done}
          />
        )}
      />
    </AuthForm>
  );
}
