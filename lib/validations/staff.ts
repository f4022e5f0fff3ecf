import { z } from "zod";
import { imageAltProblem } from "./blog";
import { PASSWORD_MAX } from "./partner-auth";
import { multiLineText, singleLineText } from "./text";

// The console's forms, parsed on the server (the staff screens validate there only: they are small
// forms that must work without JavaScript; decision 600).

export const STAFF_SIGN_IN_MESSAGE = "Enter your email and password.";
export const SECOND_FACTOR_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const REVIEW_REASON_MAX = 1000;
export const REJECT_REASON_MESSAGE = "Give the partner a reason (at least 5 characters).";
const REASON_LONG_MESSAGE = `The reason is at most ${REVIEW_REASON_MAX.toLocaleString("en-IN")} characters`;

export const staffSignInSchema = z.object({
  email: z.string(STAFF_SIGN_IN_MESSAGE).pipe(singleLineText().min(1, STAFF_SIGN_IN_MESSAGE).max(254)),
  password: z.string(STAFF_SIGN_IN_MESSAGE).min(1, STAFF_SIGN_IN_MESSAGE).max(PASSWORD_MAX, STAFF_SIGN_IN_MESSAGE),
});

export const secondFactorSchema = z.object({
  code: z
    .string(SECOND_FACTOR_REQUIRED_MESSAGE)
    .pipe(singleLineText().min(6, SECOND_FACTOR_REQUIRED_MESSAGE).max(20, SECOND_FACTOR_REQUIRED_MESSAGE)),
});

const id = z.string().pipe(singleLineText().min(1).max(64));

/** POST /api/admin/partners/{id}/review: the decision, and a reason for a refusal or a suspension. */
export const partnerReviewSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.enum(["approve", "reinstate"]) }),
  z.object({
    decision: z.enum(["reject", "suspend"]),
    reason: multiLineText(undefined, REJECT_REASON_MESSAGE)
      .min(5, REJECT_REASON_MESSAGE)
      .max(REVIEW_REASON_MAX, REASON_LONG_MESSAGE),
  }),
]);

/** The console's review form: the same decision for the partner it names. */
export const reviewPartnerSchema = z.intersection(z.object({ partnerId: id }), partnerReviewSchema);
export type ReviewPartnerInput = z.infer<typeof reviewPartnerSchema>;

/** How many items one bulk action takes (decision 623): a screenful of a list. */
export const BULK_MAX = 50;

/**
 * The selected items of a bulk action (decision 623), each once, and the count the person confirmed: the
 * server acts only when it is still the number selected.
 */
export function bulkSelection(noun: string) {
  return {
    ids: z
      .array(id, `Select the ${noun}s first.`)
      .min(1, `Select at least one ${noun}.`)
      .max(BULK_MAX, `Select at most ${BULK_MAX} ${noun}s at a time.`)
      .transform((ids) => [...new Set(ids)]),
    confirmCount: z.number("Confirm how many to change.").int(),
  };
}

/** Approve or reject many partners at once, with one reason for all the rejections (decision 623). */
export const bulkReviewSchema = z.intersection(
  z.object(bulkSelection("partner")),
  z.discriminatedUnion("decision", [
    z.object({ decision: z.literal("approve") }),
    z.object({
      decision: z.literal("reject"),
      reason: multiLineText(undefined, REJECT_REASON_MESSAGE)
        .min(5, REJECT_REASON_MESSAGE)
        .max(REVIEW_REASON_MAX, REASON_LONG_MESSAGE),
    }),
  ]),
);
export type BulkReviewInput = z.infer<typeof bulkReviewSchema>;

/** Publish, unpublish or delete many posts or services at once (decision 623). */
export const bulkContentSchema = (noun: string) =>
  z.object({
    ...bulkSelection(noun),
    action: z.enum(["publish", "unpublish", "delete"], "Choose publish, unpublish or delete."),
  });

/** What one inbox item is called, by tab: "3 messages", "1 deletion request". */
export const INBOX_NOUNS = { messages: "message", leads: "lead", deletions: "deletion request" } as const;

/** Mark the selected messages or leads handled (decision 627). */
export const bulkHandleSchema = z.object({ kind: z.enum(["messages", "leads"]), ...bulkSelection("item") });

/** Carry out the selected deletion requests (admins, decision 627). */
export const bulkDeletionsSchema = z.object(bulkSelection("deletion request"));

/** The selected items of one inbox tab as a CSV file (decision 627). */
export const bulkExportSchema = z.object({
  kind: z.enum(["messages", "leads", "deletions"]),
  ...bulkSelection("item"),
});

/** The console's "Sign out" on one of a partner's devices (decision 615). */
export const endPartnerSessionSchema = z.object({ partnerId: id, sessionId: id });
export type EndPartnerSessionInput = z.infer<typeof endPartnerSessionSchema>;

export const setHandledSchema = z.object({
  kind: z.enum(["messages", "leads"]),
  id,
  handled: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export const executeDeletionSchema = z.object({ requestId: id });

export const resendMailSchema = z.object({ id });

/** A media library item to delete (decision 626). */
export const mediaIdSchema = z.object({ id });

/** A list field split into its trimmed, non-empty items (tags by commas, images by lines). */
export const lines = (value: string, split: RegExp) =>
  value
    .split(split)
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The alt text field: one line per image, kept in place (an empty line is an image without alt text);
 * empty lines after the last are dropped.
 */
const imageAlts = z
  .string()
  .default("")
  .transform((v) => {
    const alts = v.split(/\r?\n/).map((line) => line.trim());
    while (alts.length > 0 && !alts.at(-1)) alts.pop();
    return alts;
  });

/** Every image of a saved form needs its alt text (decision 626); the message sits at the alt text field. */
function requireImageAlts(form: { images: string[]; imageAlts: string[] }, ctx: z.RefinementCtx) {
  const problem = imageAltProblem(form.images, form.imageAlts);
  if (problem) ctx.addIssue({ code: "custom", path: ["imageAlts"], message: problem });
}

/** The version an edit form was opened on (its ISO `updatedAt`), so a stale save is refused. */
const version = z.iso.datetime().optional().catch(undefined);

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * 'Publish at' beside Publish (decision 206): a datetime-local value read as India time (no daylight
 * saving: always +05:30). Empty publishes now; a time already past does too.
 */
const publishAt = z
  .string()
  .default("")
  .transform((v, ctx) => {
    const text = v.trim();
    if (!text) return null;
    const date = LOCAL_TIME.test(text) ? new Date(`${text.length === 16 ? `${text}:00` : text}+05:30`) : null;
    if (date && !Number.isNaN(date.getTime())) return date;
    ctx.addIssue({ code: "custom", message: "Enter a date and time, or leave it empty to publish now" });
    return z.NEVER;
  });

/** The console's post form: tags comma-separated, image URLs one per line; `intent` is the button pressed. */
export const postFormSchema = z
  .object({
    id: z.string().max(64).optional(),
    updatedAt: version,
    title: z.string().default(""),
    description: z.string().default(""),
    tags: z
      .string()
      .default("")
      .transform((v) => lines(v, /,/)),
    images: z
      .string()
      .default("")
      .transform((v) => lines(v, /\r?\n/)),
    imageAlts,
    publishAt,
    intent: z.enum(["save", "publish", "unpublish"]).default("save"),
  })
  .superRefine(requireImageAlts);
export type PostFormInput = z.output<typeof postFormSchema>;

/** The record a console delete names (a post or a service). */
export const contentIdSchema = z.object({ id });

/**
 * The console's service form. Highlights, benefits and image URLs one per line; the text fields keep
 * their line breaks; `intent` is the button pressed. The content rules are lib/validations/service.ts.
 */
export const serviceFormSchema = z
  .object({
    id: z.string().max(64).optional(),
    updatedAt: version,
    title: z.string().default(""),
    tagLine: z.string().default(""),
    description: z.string().default(""),
    images: z
      .string()
      .default("")
      .transform((v) => lines(v, /\r?\n/)),
    imageAlts,
    whyWeBuilt: z.string().default(""),
    howItWorks: z.string().default(""),
    highlights: z
      .string()
      .default("")
      .transform((v) => lines(v, /\r?\n/)),
    benefits: z
      .string()
      .default("")
      .transform((v) => lines(v, /\r?\n/)),
    languageStyle: z.string().default(""),
    // Empty: a new service goes last; an edited one keeps its place.
    position: z
      .string()
      .default("")
      .transform((v) => (v.trim() === "" ? undefined : Number(v))),
    publishAt,
    intent: z.enum(["save", "publish", "unpublish"]).default("save"),
  })
  .superRefine(requireImageAlts);
export type ServiceFormInput = z.output<typeof serviceFormSchema>;

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 1000;

/** An announcement for every partner's Home; `intent` is the button pressed. */
export const announcementFormSchema = z.object({
  id: z.string().max(64).optional(),
  updatedAt: version,
  title: z
    .string()
    .default("")
    .pipe(
      singleLineText()
        .min(1, "Title is required")
        .max(ANNOUNCEMENT_TITLE_MAX, `Title is at most ${ANNOUNCEMENT_TITLE_MAX} characters`),
    ),
  body: z
    .string()
    .default("")
    .pipe(
      multiLineText()
        .min(1, "Text is required")
        .max(ANNOUNCEMENT_BODY_MAX, `Text is at most ${ANNOUNCEMENT_BODY_MAX} characters`),
    ),
  intent: z.enum(["save", "publish", "unpublish"]).default("save"),
});
export type AnnouncementFormInput = z.output<typeof announcementFormSchema>;

export const announcementIdSchema = z.object({ id });

export const NOTIFICATION_MAX = 500;
export const NOTIFICATION_MESSAGE_REQUIRED = `Write the notification (1 to ${NOTIFICATION_MAX} characters).`;
export const NOTIFICATION_EMAIL_REQUIRED = "Enter the partner's e-mail address.";
export const NOTIFICATION_AUDIENCE_REQUIRED = "Choose who gets it: all approved partners or one partner.";

const partnersCount = (n: number) => `${n} partner${n === 1 ? "" : "s"}`;
/** The question a send to every approved partner asks first, with the number it goes to. */
export const confirmAllQuestion = (n: number) => `Send to ${partnersCount(n)}?`;
/** A send to all that did not confirm this very number (none, or one that has changed since). */
export const confirmAllMessage = (n: number) => `${confirmAllQuestion(n)} Tick “Yes, send to all ${n}” and send again.`;

/**
 * A notification to one partner (by e-mail) or to every approved partner. A send to all carries the
 * number of partners the sender confirmed (`confirmRecipients`); the server sends only when it is still
 * that number, so no request reaches everyone without asking for everyone (issue 50).
 */
export const notificationFormSchema = z
  .object({
    audience: z.enum(["all", "one"], NOTIFICATION_AUDIENCE_REQUIRED),
    email: z.string().default("").pipe(singleLineText().max(254, NOTIFICATION_EMAIL_REQUIRED)),
    message: z
      .string()
      .default("")
      .pipe(multiLineText().min(1, NOTIFICATION_MESSAGE_REQUIRED).max(NOTIFICATION_MAX, NOTIFICATION_MESSAGE_REQUIRED)),
    // Anything but a plain count is no confirmation.
    confirmRecipients: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional()
      .catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (value.audience === "one" && !value.email)
      ctx.addIssue({ code: "custom", path: ["email"], message: NOTIFICATION_EMAIL_REQUIRED });
  });
export type NotificationFormInput = z.output<typeof notificationFormSchema>;
