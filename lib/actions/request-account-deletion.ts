"use server";

import { z } from "zod";
import { publicFormAction, type PublicFormState } from "@/lib/api/public-form-action";
import { createDeletionRequest, isRegisteredEmail } from "@/lib/data/deletion-requests";
import { limitPerAddress } from "@/lib/rate-limit";
import { CONFIRM_MESSAGE, accountDeletionSchema } from "@/lib/validations/account-deletion";
import { EMAIL_NOT_FOUND_MESSAGE } from "@/lib/validations/form-messages";

export type AccountDeletionFormState = PublicFormState<{ email: string; reason: string; confirm: string }>;

// The form as a browser posts it: the checkbox is "on" when ticked, absent otherwise.
const postedSchema = accountDeletionSchema.extend({
  confirm: z.string().refine((v) => v === "on", CONFIRM_MESSAGE),
});

// The same steps, limits and keys as POST /api/v1/account-deletion (decision 308), so both paths share
// one budget: 5 requests an hour per address, 3 confirmation e-mails a day per inbox.
const send = publicFormAction<typeof postedSchema, { email: string; reason: string; confirm: string }>({
  scope: "account-deletion",
  schema: postedSchema,
  rateLimit: { limit: 5, windowSeconds: 3600 },
  fields: ["email", "reason", "confirm"],
  handle: async ({ email, reason }) => {
    if (!(await isRegisteredEmail(email))) return EMAIL_NOT_FOUND_MESSAGE;
    const perAddress = await limitPerAddress(
      "account-deletion",
      email,
      { limit: 3, windowSeconds: 86_400 },
      "Too many deletion requests for this e-mail address today. Please check your inbox for the confirmation e-mail or try again tomorrow.",
    );
    if (!perAddress.ok) return (perAddress.body as { error: { message: string } }).error.message;
    await createDeletionRequest({ email, reason });
  },
});

/** The account-deletion form posted without JavaScript (with it, the form posts JSON to the API). */
export async function requestAccountDeletionAction(
  previous: AccountDeletionFormState,
  form: FormData,
): Promise<AccountDeletionFormState> {
  return send(previous, form);
}
