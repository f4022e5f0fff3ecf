import { jsonError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/api-route";
import { publicFormHandler } from "@/lib/api/public-form";
import { createDeletionRequest, isRegisteredEmail } from "@/lib/data/deletion-requests";
import { limitPerAddress } from "@/lib/rate-limit";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";
import { EMAIL_NOT_FOUND_MESSAGE } from "@/lib/validations/form-messages";

const submitted = {
  status: 201,
  body: { ok: true, message: "Your account deletion request has been submitted successfully" },
};

const submit = publicFormHandler({
  scope: "account-deletion",
  schema: accountDeletionSchema,
  // Tighter than the other forms: the 400 for unknown e-mails (spec 7) would otherwise enumerate accounts.
  rateLimit: { limit: 5, windowSeconds: 3600 },
  decoy: submitted,
  handle: async (data) => {
    if (!(await isRegisteredEmail(data.email))) {
      const response = jsonError(400, "bad_request", EMAIL_NOT_FOUND_MESSAGE);
      return { status: 400, body: await response.json() };
    }
    // At most 3 confirmation e-mails a day reach one inbox, whoever asks and from wherever.
    const perAddress = await limitPerAddress(
      "account-deletion",
      data.email,
      { limit: 3, windowSeconds: 86_400 },
      "Too many deletion requests for this e-mail address today. Please check your inbox for the confirmation e-mail or try again tomorrow.",
    );
    if (!perAddress.ok) return perAddress;
    await createDeletionRequest(data);
    return submitted;
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: submit });
