import "server-only";
import { createContactMessage } from "./contact-message";
import { isRegisteredEmail } from "@/lib/data/deletion-requests";
import { confirmDeletionRequest, createDeletionRequest } from "./account-deletion";
import { isCountedPage } from "./page-views";
import { recordLead } from "@/lib/data/leads";
import { recordPageView as storePageView } from "@/lib/data/page-views";
import { AppError } from "@/lib/errors";
import { enforce } from "@/lib/limits/limiter";
import { defineOperation, type Outcome } from "@/lib/operations/operation";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";
import { contactSchema } from "@/lib/validations/contact";
import { EMAIL_NOT_FOUND_MESSAGE } from "@/lib/validations/form-messages";
import { leadSchema } from "@/lib/validations/lead";
import { pageViewSchema } from "@/lib/validations/page-view";
import { deletionConfirmSchema } from "@/lib/validations/account-deletion";

// The three public forms (decision 305): a rate limit per address (lib/limits/rules.ts), the honeypot (a bot that fills it
// gets the success a person gets, with nothing stored), the form's schema, one row per submission.

export const PAGE_NOT_COUNTED_MESSAGE = "There is no public page at this path.";

const sent = (message: string): Outcome<null> => ({ data: null, message, status: 201 });

export const sendContactMessage = defineOperation({
  name: "contact",
  audience: "public",
  input: contactSchema,
  rateLimit: "contact",
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
  rateLimit: "lead",
  once: {},
  honeypot: sent("Registered Successfully"),
  run: async (data) => {
    await enforce({ rule: "leadPerEmail", key: data.email.trim().toLowerCase() });
    await recordLead(data);
    return sent("Registered Successfully");
  },
});

const DELETION_SUBMITTED = "Your account deletion request has been submitted successfully";

export const requestAccountDeletion = defineOperation({
  name: "account-deletion",
  audience: "public",
  input: accountDeletionSchema,
  rateLimit: "accountDeletion",
  once: {},
  honeypot: sent(DELETION_SUBMITTED),
  run: async (data) => {
    if (!(await isRegisteredEmail(data.email))) throw new AppError("bad_request", EMAIL_NOT_FOUND_MESSAGE);
    await enforce({ rule: "accountDeletionPerEmail", key: data.email.trim().toLowerCase() });
    await createDeletionRequest(data);
    return sent(DELETION_SUBMITTED);
  },
});

/** A page view the public pages report (decision 307). */
export const recordPageView = defineOperation({
  name: "page-view",
  audience: "public",
  input: pageViewSchema,
  rateLimit: "pageView",
  run: async (view) => {
    if (!(await isCountedPage(view.path))) throw new AppError("not_found", PAGE_NOT_COUNTED_MESSAGE);
    await storePageView(view);
    return { data: null, status: 204 };
  },
});

/**
 * The e-mailed link's 'Confirm deletion' button (a POST, never the link's GET: mail scanners open links).
 * Safe to repeat: the outcome says 'already-confirmed' the second time.
 */
export const confirmAccountDeletion = defineOperation({
  name: "account-deletion.confirm",
  audience: "public",
  input: deletionConfirmSchema,
  rateLimit: "accountDeletionConfirm",
  run: async ({ token }) => ({ data: await confirmDeletionRequest(token) }),
});
