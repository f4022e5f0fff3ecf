"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { verifyCodeAction } from "@/lib/actions/verify-code";
import { type CodeEntryInput, codeEntrySchema } from "@/lib/validations/partner-auth";
import { failureMessage, runAction } from "./action-result";
import { AlertModal } from "./alert-modal";
import { useFormFlow } from "./use-form-flow";
import { OtpBoxes } from "./otp-boxes";
import { ResendCode } from "./resend-code";

export type OtpFlow = "signup" | "forgot";

/** Where a verified code leads: sign-in with the approval message, or the new-password screen. */
const AFTER: Record<OtpFlow, string> = { signup: "/NewSignIn?notice=signed-up", forgot: "/update" };

/** /otpScreen/{signup|forgot}: the six boxes, Verify, and a resend with a cooldown. */
export function OtpForm({ flow }: { flow: OtpFlow }) {
  const labelId = useId();
  const errorId = useId();
  const { formRef, navigating, replace, alert, showAlert, closeAlert } = useFormFlow();
  const [verified, setVerified] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeEntryInput>({ resolver: zodResolver(codeEntrySchema), defaultValues: { otp: "" } });

  const onValid = async ({ otp }: CodeEntryInput) => {
    const result = await runAction(() => verifyCodeAction({ otp, flow }));
    if (result.ok) {
      setVerified(true);
      return replace(AFTER[flow]);
    }
    reset({ otp: "" });
    showAlert("Verification failed", failureMessage(result, "The code could not be verified. Please try again."));
  };

  // A resent code voids the old one: start the boxes again.
  const clearBoxes = () => {
    reset({ otp: "" });
    formRef.current?.querySelector("input")?.focus();
  };

  const error = errors.otp?.message;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Verification code"
      className="grid gap-6"
    >
      <div>
        <p id={labelId} className="mb-3 text-sm font-semibold text-slate-800">
          Enter the 6-digit code
        </p>
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpBoxes
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy={labelId}
              describedBy={error ? errorId : undefined}
              invalid={Boolean(error)}
              disabled={verified}
            />
          )}
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={isSubmitting || navigating} disabled={verified} className="w-full">
        Verify
      </SubmitButton>
      <ResendCode
        flow={flow}
        disabled={verified}
        onSent={clearBoxes}
        onFailed={(message) => showAlert("Couldn't resend the code", message)}
      />
      <AlertModal alert={alert} onClose={closeAlert} returnFocus={() => formRef.current?.querySelector("input")} />
    </form>
  );
}
