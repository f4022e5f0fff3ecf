import { jsonError } from "@/lib/api/errors";
import { publicFormHandler } from "@/lib/api/public-form";
import { createDeletionRequest, isRegisteredEmail } from "@/lib/data/deletion-requests";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";

const submitted = { status: 201, body: { ok: true, message: "Your account deletion request has been submitted successfully" } };

export const POST = publicFormHandler({
  scope: "account-deletion",
  schema: accountDeletionSchema,
  // Tighter than the other forms: the 400 for unknown e-mails (spec 7) would otherwise enumerate accounts.
  rateLimit: { limit: 5, windowSeconds: 3600 },
  decoy: submitted,
  handle: async (data) => {
    if (!(await isRegisteredEmail(data.email))) {
      const response = jsonError(400, "bad_request", "Email not found. Please enter a registered email.");
      return { status: 400, body: await response.json() };
    }
    await createDeletionRequest(data);
    return submitted;
  },
});
