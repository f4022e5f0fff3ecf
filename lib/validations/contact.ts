import { z } from "zod";
import { INVALID_EMAIL_MESSAGE, MISSING_FIELDS_MESSAGE } from "./form-messages";
import { emailAddress, multiLineText, singleLineText } from "./text";

export { INVALID_EMAIL_MESSAGE, MISSING_FIELDS_MESSAGE };

/** The contact form ('Get in Touch'), used by the form's resolver and by POST /api/contact. */
export const contactSchema = z.object({
  name: singleLineText().min(1, MISSING_FIELDS_MESSAGE).max(100, "Name must be at most 100 characters"),
  email: emailAddress(MISSING_FIELDS_MESSAGE, INVALID_EMAIL_MESSAGE),
  message: multiLineText().min(1, MISSING_FIELDS_MESSAGE).max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
