"use client";

import { type BaseSyntheticEvent, useActionState, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { type ContactFormState, sendContactMessageAction } from "@/lib/actions/send-contact-message";
import { newIdempotencyKey, postJson } from "@/lib/http/post-json";
import type { ContactData, ContactInput } from "@/lib/validations/contact";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";
import { showToast } from "@/components/ui/deferred-toaster";
import { HoneypotField, honeypotValue } from "./honeypot-field";
import { lazyResolver } from "./lazy-resolver";
import { FormOutcome } from "./form-outcome";
import { toastMissingFields } from "./toasts";

const empty: ContactInput = { name: "", email: "", message: "" };

const idle: ContactFormState = { status: "idle" };

const validation = lazyResolver(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validations/contact"),
  ]);
  return zodResolver(contactSchema);
});

/**
 * With JavaScript the form validates in place and posts JSON to /api/contact (toasts, spec 8). Without
 * it, the browser posts the form to a server action, and the page answers with the outcome and, on a
 * failure, what was typed (issue 12: nothing lost).
 */
export function ContactForm() {
  const [state, formAction] = useActionState(sendContactMessageAction, idle);
  const kept = state.status === "invalid" || state.status === "failed" ? state.values : empty;
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactData>({ resolver: validation.resolver, defaultValues: kept });

  const onValid = async (data: ContactData, event?: BaseSyntheticEvent) => {
    const result = await postJson("/api/contact", { ...data, ...honeypotValue(event) }, { idempotencyKey: attemptKey });
    if (result.ok) {
      void showToast((toast) =>
        toast.success("Message Sent Successfully", {
          description: "Thanks for reaching out! We'll get back to you soon.",
        }),
      );
      reset(empty);
      setAttemptKey(newIdempotencyKey());
    } else {
      void showToast((toast) =>
        toast.error("Failed to Send Message", {
          id: "send-failed",
          description: "Something went wrong. Please try again later.",
        }),
      );
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<ContactInput>) => {
    if (Object.values(fieldErrors).some((e) => e?.message === MISSING_FIELDS_MESSAGE)) toastMissingFields();
  };
  const serverErrors = state.status === "invalid" ? state.fieldErrors : {};
  const message = (e?: { message?: string }) =>
    e?.message && e.message !== MISSING_FIELDS_MESSAGE ? e.message : e ? "This field is required" : undefined;
  const errorFor = (name: keyof ContactInput) =>
    message(errors[name]) ?? message(serverErrors[name] ? { message: serverErrors[name] } : undefined);

  return (
    <form
      action={formAction}
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={validation.preload}
      className="relative grid gap-5"
      aria-label="Contact form"
    >
      <FormOutcome
        state={state}
        sent={{ title: "Message Sent Successfully", text: "Thanks for reaching out! We'll get back to you soon." }}
      />
      <HoneypotField />
      <Field label="Name" required error={errorFor("name")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="text"
            autoComplete="name"
            required
            placeholder="Your full name"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            defaultValue={kept.name}
            {...register("name")}
          />
        )}
      </Field>
      <Field label="Email" required error={errorFor("email")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            defaultValue={kept.email}
            {...register("email")}
          />
        )}
      </Field>
      <Field label="Message" error={errorFor("message")}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={5}
            placeholder="How can we help?"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} resize-y`}
            defaultValue={kept.message}
            {...register("message")}
          />
        )}
      </Field>
      <SubmitButton pending={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        Send
      </SubmitButton>
    </form>
  );
}
