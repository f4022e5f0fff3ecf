import { z } from "zod";
import { multiLineText, singleLineText } from "./text";

export const MISSING_FIELDS_MESSAGE = "Please fill in all fields before submitting.";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/** The contact form ('Get in Touch'), used by the form's resolver and by POST /api/contact. */
export const contactSchema = z.object({
  name: singleLineText().min(1, MISSING_FIELDS_MESSAGE).max(100, "Name must be at most 100 characters"),
  email: singleLineText()
    .min(1, MISSING_FIELDS_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  message: multiLineText().min(1, MISSING_FIELDS_MESSAGE).max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
