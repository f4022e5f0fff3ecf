"use client";

import { LabelledInput, LabelledTextArea } from "@/components/ui/labelled-controls";
import { SubmitButton } from "@/components/ui/submit-button";
import { sendContactMessageAction } from "@/lib/actions/send-contact-message";
import type { ContactData, ContactInput } from "@/lib/validations/contact";
import { lazyResolver } from "./lazy-resolver";
import { NAME_INPUT, emailInput } from "./person-inputs";
import { PublicForm } from "./public-form";
import { usePublicForm } from "./use-public-form";

const SENT = {
  title: "Message Sent Successfully",
  description: "Thanks for reaching out! We'll get back to you soon.",
};
const empty: ContactInput = { name: "", email: "", message: "" };
const validation = lazyResolver<ContactInput, ContactData>(
  async () => (await import("@/lib/validations/contact")).contactSchema,
);

/** 'Get in Touch': JSON to /api/contact with JavaScript, the server action without (decision 316). */
export function ContactForm() {
  const contact = usePublicForm({
    action: sendContactMessageAction,
    page: "/contact",
    endpoint: "/api/contact",
    validation,
    empty,
    toasts: { sent: SENT },
  });
  return (
    <PublicForm form={contact} sent={SENT} className="relative grid gap-5" aria-label="Contact form">
      {/* All three are required (spec 5), so all three carry the legend's mark; name and e-mail are also
          checked by the browser, the message only by the schema. */}
      <LabelledInput {...NAME_INPUT} marked required {...contact.field("name")} />
      <LabelledInput {...emailInput("you@example.com")} marked required {...contact.field("email")} />
      <LabelledTextArea label="Message" marked rows={5} placeholder="How can we help?" {...contact.field("message")} />
      <SubmitButton pending={contact.pending} className="w-full sm:w-auto sm:justify-self-start">
        Send
      </SubmitButton>
    </PublicForm>
  );
}
