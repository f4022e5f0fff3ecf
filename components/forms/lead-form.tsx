"use client";

import { type BaseSyntheticEvent, useActionState, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { type LeadFormState, registerLeadAction } from "@/lib/actions/register-lead";
import { newIdempotencyKey, postJson } from "@/lib/http/post-json";
import { COMPANY_SIZES, MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";
import type { LeadData, LeadInput } from "@/lib/validations/lead";
import { showToast } from "@/components/ui/deferred-toaster";
import { HoneypotField, honeypotValue } from "./honeypot-field";
import { lazyResolver } from "./lazy-resolver";
import { FormOutcome } from "./form-outcome";
import { toastMissingFields } from "./toasts";

/** Spec 9: toasts on the sign-up screen last five seconds. */
const TOAST_MS = 5000;

/** The select starts on its placeholder, which the schema rejects as missing. */
type LeadFormValues = Omit<LeadInput, "companySize"> & { companySize: LeadInput["companySize"] | "" };
const empty: LeadFormValues = { name: "", email: "", phone: "", companySize: "", location: "" };

const idle: LeadFormState = { status: "idle" };

const validation = lazyResolver(async () => {
  const [{ zodResolver }, { leadSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validations/lead"),
  ]);
  return zodResolver(leadSchema) as unknown as Resolver<LeadFormValues, unknown, LeadData>;
});

/** With JavaScript: JSON to /api/user/signup and toasts. Without: a server action, as the contact form. */
export function LeadForm() {
  const [state, formAction] = useActionState(registerLeadAction, idle);
  const kept = (state.status === "invalid" || state.status === "failed" ? state.values : empty) as LeadFormValues;
  const serverErrors: Partial<Record<string, string>> = state.status === "invalid" ? state.fieldErrors : {};
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadData>({
    resolver: validation.resolver,
    defaultValues: kept,
  });

  const onValid = async (data: LeadData, event?: BaseSyntheticEvent) => {
    const result = await postJson(
      "/api/user/signup",
      { ...data, ...honeypotValue(event) },
      { idempotencyKey: attemptKey },
    );
    // Spec 7: status 201 means success.
    if (result.ok && result.status === 201) {
      void showToast((toast) =>
        toast.success("Registered Successfully", {
          description: "Thanks for reaching out! We'll get back to you soon.",
          duration: TOAST_MS,
        }),
      );
      reset(empty);
      setAttemptKey(newIdempotencyKey());
    } else {
      void showToast((toast) =>
        toast.error("Failed to Send Message", {
          id: "send-failed",
          description: "Something went wrong. Please try again later.",
          duration: TOAST_MS,
        }),
      );
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<LeadFormValues>) => {
    if (Object.values(fieldErrors).some((e) => e?.message === MISSING_FIELDS_MESSAGE)) toastMissingFields(TOAST_MS);
  };
  const message = (e?: { message?: string }) =>
    e?.message && e.message !== MISSING_FIELDS_MESSAGE ? e.message : e ? "This field is required" : undefined;

  return (
    <form
      action={formAction}
      onFocus={validation.preload}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label="Sign up form"
    >
      <FormOutcome
        state={state}
        sent={{ title: "Registered Successfully", text: "Thanks for reaching out! We'll get back to you soon." }}
      />
      <HoneypotField />
      <Field
        label="Name"
        required
        error={message(errors.name) ?? message(serverErrors.name ? { message: serverErrors.name } : undefined)}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="text"
            autoComplete="name"
            placeholder="Your full name"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            defaultValue={kept.name}
            {...register("name")}
          />
        )}
      </Field>
      <Field
        label="Email"
        required
        error={message(errors.email) ?? message(serverErrors.email ? { message: serverErrors.email } : undefined)}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            defaultValue={kept.email}
            {...register("email")}
          />
        )}
      </Field>
      <Field
        label="Mobile"
        required
        error={message(errors.phone) ?? message(serverErrors.phone ? { message: serverErrors.phone } : undefined)}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            defaultValue={kept.phone}
            {...register("phone")}
          />
        )}
      </Field>
      <Field
        label="Company size"
        required
        error={
          message(errors.companySize) ??
          message(serverErrors.companySize ? { message: serverErrors.companySize } : undefined)
        }
      >
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} appearance-auto`}
            defaultValue={kept.companySize}
            {...register("companySize")}
          >
            <option value="">Select company size</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field
          label="Location"
          required
          error={
            message(errors.location) ?? message(serverErrors.location ? { message: serverErrors.location } : undefined)
          }
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              autoComplete="address-level2"
              placeholder="City, State"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
              defaultValue={kept.location}
              {...register("location")}
            />
          )}
        </Field>
      </div>
      <SubmitButton pending={isSubmitting} className="w-full sm:col-span-2">
        Sign Up
      </SubmitButton>
    </form>
  );
}
