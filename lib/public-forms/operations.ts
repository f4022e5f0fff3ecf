import "server-only";
import { createContactMessage } from "./contact-message";
import { isRegisteredEmail } from "@/lib/data/deletion-requests";
import { createDeletionRequest } from "./account-deletion";
import { isCountedPage } from "./page-views";
import { LEAD_LIMITS, recordLead } from "@/lib/data/leads";
import { recordPageView as storePageView } from "@/lib/data/page-views";
import { AppError } from "@/lib/errors";
import { defineOperation, type Outcome } from "@/lib/operations/operation";
import { limitPerAddress } from "@/lib/rate-limit";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";
import { contactSchema } from "@/lib/validations/contact";
import { EMAIL_NOT_FOUND_MESSAGE } from "@/lib/validations/form-messages";
import { leadSchema } from "@/lib/validations/lead";
import { pageViewSchema } from "@/lib/validations/page-view";

// The three public forms (decision 305): a rate limit per address, the honeypot (a bot that fills it
// gets the success a person gets, with nothing stored), the form's schema, one row per submission.

export const PAGE_NOT_COUNTED_MESSAGE = "There is no public page at this path.";

const sent = (message: string): Outcome<null> => ({ data: null, message, status: 201 });

export const sendContactMessage = defineOperation({
  name: "contact",
  audience: "public",
  input: contactSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  once: {},
  honeypot: sent("Message Sent Successfully"),
  run: async (data) => {
    await createContactMessage(data);
    return sent("Message Sent Successfully");
  },
});

/** Spec 7: status 201 means success, for a new e-mail and for a repeat alike. */
export const registerLead = defineOperation({
  name: "lead",
  audience: "public",
  input: leadSchema,
  rateLimit: LEAD_LIMITS.perIp,
  once: {},
  honeypot: sent("Registered Successfully"),
  run: async (data) => {
    await limitPerAddress("lead", data.email, LEAD_LIMITS.perAddress, LEAD_LIMITS.perAddressMessage);
    await recordLead(data);
    return sent("Registered Successfully");
  },
});

const DELETION_SUBMITTED = "Your account deletion request has been submitted successfully";

export const requestAccountDeletion = defineOperation({
  name: "account-deletion",
  audience: "public",
  input: accountDeletionSchema,
  // Tighter than the other forms: the 400 for unknown e-mails (spec 7) would otherwise enumerate accounts.
  rateLimit: { limit: 5, windowSeconds: 3600 },
  once: {},
  honeypot: sent(DELETION_SUBMITTED),
  run: async (data) => {
    if (!(await isRegisteredEmail(data.email))) throw new AppError("bad_request", EMAIL_NOT_FOUND_MESSAGE);
    // At most 3 confirmation e-mails a day reach one inbox, whoever asks and from wherever.
    await limitPerAddress(
      "account-deletion",
      data.email,
      { limit: 3, windowSeconds: 86_400 },
      "Too many deletion requests for this e-mail address today. Please check your inbox for the confirmation e-mail or try again tomorrow.",
    );
    await createDeletionRequest(data);
    return sent(DELETION_SUBMITTED);
  },
});

/** A page view the public pages report (decision 307). */
export const recordPageView = defineOperation({
  name: "page-view",
  audience: "public",
  input: pageViewSchema,
  // Per address: an office or a school shares one, so well above what one visitor reads (decision 815).
  rateLimit: { limit: 120, windowSeconds: 60 },
  run: async (view) => {
    if (!(await isCountedPage(view.path))) throw new AppError("not_found", PAGE_NOT_COUNTED_MESSAGE);
    await storePageView(view);
    return { data: null, status: 204 };
  },
});
