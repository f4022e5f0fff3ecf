"use server";

import { publicFormAction, type PublicFormState } from "@/lib/api/public-form-action";
import { createContactMessage } from "@/lib/data/contact-messages";
import { contactSchema } from "@/lib/validations/contact";

export type ContactFormState = PublicFormState<{ name: string; email: string; message: string }>;

const send = publicFormAction<typeof contactSchema, { name: string; email: string; message: string }>({
  scope: "contact",
  schema: contactSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  fields: ["name", "email", "message"],
  handle: async (data) => {
    await createContactMessage(data);
  },
});

/** The contact form posted without JavaScript (with it, the form posts JSON to /api/contact). */
export async function sendContactMessageAction(previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  return send(previous, form);
}
