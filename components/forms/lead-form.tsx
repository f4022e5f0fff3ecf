"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { newIdempotencyKey, postJson } from "@/lib/http/post-json";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/contact";
import { COMPANY_SIZES, type LeadData, type LeadInput, leadSchema } from "@/lib/validations/lead";
import { HoneypotField, honeypotValue } from "./honeypot-field";
import { toastMissingFields } from "./toasts";

/** Spec 9: toasts on the sign-up screen last five seconds. */
const TOAST_MS = 5000;

/** The select starts on its placeholder, which the schema rejects as missing. */
type LeadFormValues = Omit<LeadInput, "companySize"> & { companySize: LeadInput["companySize"] | "" };
const empty: LeadFormValues = { name: "", email: "", phone: "", companySize: "", location: "" };

export function LeadForm() {
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadData>({
    resolver: zodResolver(leadSchema) as unknown as Resolver<LeadFormValues, unknown, LeadData>,
    defaultValues: empty,
  });

  const onValid = async (data: LeadData, event?: BaseSyntheticEvent) => {
    const result = await postJson(
      "/api/user/signup",
      { ...data, ...honeypotValue(event) },
      { idempotencyKey: attemptKey },
    );
    // Spec 7: status 201 means success.
    if (result.ok && result.status === 201) {
      toast.success("Registered Successfully", {
        description: "Thanks for reaching out! We'll get back to you soon.",
        duration: TOAST_MS,
      });
      reset(empty);
      setAttemptKey(newIdempotencyKey());
    } else {
      toast.error("Failed to Send Message", {
        description: "Something went wrong. Please try again later.",
        duration: TOAST_MS,
      });
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<LeadFormValues>) => {
    if (Object.values(fieldErrors).some((e) => e?.message === MISSING_FIELDS_MESSAGE)) toastMissingFields(TOAST_MS);
  };
  const message = (e?: { message?: string }) =>
    e?.message && e.message !== MISSING_FIELDS_MESSAGE ? e.message : e ? "This field is required" : undefined;

  return (
    <form
      method="post"
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label="Sign up form"
    >
      <HoneypotField />
      <Field label="Name" required error={message(errors.name)}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="text"
            autoComplete="name"
            placeholder="Your full name"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            {...register("name")}
          />
        )}
      </Field>
      <Field label="Email" required error={message(errors.email)}>
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
      <Field label="Mobile" required error={message(errors.phone)}>
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
            {...register("phone")}
          />
        )}
      </Field>
      <Field label="Company size" required error={message(errors.companySize)}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} appearance-auto`}
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
        <Field label="Location" required error={message(errors.location)}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              autoComplete="address-level2"
              placeholder="City, State"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
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
