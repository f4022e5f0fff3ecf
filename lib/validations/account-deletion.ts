import { z } from "zod";
import { multiLineText, singleLineText } from "./text";

export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const CONFIRM_MESSAGE = "Please confirm that you want to delete your account";

/** The body of POST /api/v1/account-deletion (spec 7: email, reason). */
export const accountDeletionSchema = z.object({
  email: singleLineText()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    // The spec's simple {x}@{y}.{z} pattern, plus a sane length.
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address")
    .max(254, "Please enter a valid email address"),
  reason: multiLineText().max(1000, "Reason must be at most 1000 characters").optional().default(""),
});

/** The form adds the confirm checkbox, which never leaves the browser. */
export const accountDeletionFormSchema = accountDeletionSchema.extend({
  confirm: z.boolean().refine((v) => v, CONFIRM_MESSAGE),
});

/** The same form as a browser posts it without JavaScript: the box is "on" when ticked, absent otherwise. */
export const accountDeletionPostedSchema = accountDeletionSchema.extend({
  confirm: z.string(CONFIRM_MESSAGE).refine((v) => v === "on", CONFIRM_MESSAGE),
});

export type AccountDeletionData = z.output<typeof accountDeletionSchema>;
export type AccountDeletionFormInput = z.input<typeof accountDeletionFormSchema>;
export type AccountDeletionFormData = z.output<typeof accountDeletionFormSchema>;

/** The confirmation form's hidden token; the workflow checks its shape and answers 'invalid'. */
export const deletionConfirmSchema = z.object({ token: z.string().max(200) });
