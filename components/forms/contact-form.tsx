"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { newIdempotencyKey, postJson } from "@/lib/http/post-json";
import { type ContactData, type ContactInput, MISSING_FIELDS_MESSAGE, contactSchema } from "@/lib/validations/contact";
import { HoneypotField, honeypotValue } from "./honeypot-field";
import { toastMissingFields } from "./toasts";

const empty: ContactInput = { name: "", email: "", message: "" };

export function ContactForm() {
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactData>({ resolver: zodResolver(contactSchema), defaultValues: empty });

  const onValid = async (data: ContactData, event?: BaseSyntheticEvent) => {
    const result = await postJson("/api/contact", { ...data, ...honeypotValue(event) }, { idempotencyKey: attemptKey });
    if (result.ok) {
      toast.success("Message Sent Successfully", {
        description: "Thanks for reaching out! We'll get back to you soon.",
      });
      reset(empty);
      setAttemptKey(newIdempotencyKey());
    } else {
      toast.error("Failed to Send Message", { description: "Something went wrong. Please try again later." });
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<ContactInput>) => {
    if (Object.values(fieldErrors).some((e) => e?.message === MISSING_FIELDS_MESSAGE)) toastMissingFields();
  };
  const message = (e?: { message?: string }) =>
    e?.message && e.message !== MISSING_FIELDS_MESSAGE ? e.message : e ? "This field is required" : undefined;

  return (
    <form
      method="post"
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="relative grid gap-5"
      aria-label="Contact form"
    >
      <HoneypotField />
      <Field label="Name" required error={message(errors.name)}>
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
            required
            placeholder="you@example.com"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            {...register("email")}
          />
        )}
      </Field>
      <Field label="Message" error={message(errors.message)}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={5}
            placeholder="How can we help?"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} resize-y`}
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
