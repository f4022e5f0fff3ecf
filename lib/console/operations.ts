import "server-only";
import { cookies } from "next/headers";
import { SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { getStaffState } from "@/lib/data/staff";
import { AppError } from "@/lib/errors";
import { defineOperation } from "@/lib/operations/operation";
import {
  STAFF_COOKIE,
  STAFF_SESSION_SECONDS,
  STAFF_SIGN_IN_COOKIE,
  STAFF_SIGN_IN_SECONDS,
  decodeStaffSignInToken,
} from "@/lib/staff/session-token";
import {
  completeEnrolment,
  completeSignInEnrolment,
  staffPasswordStep,
  staffSecondFactorStep,
} from "@/lib/console/staff/sign-in";
import { endStaffSession } from "@/lib/staff/device-sessions";
import { storeImage } from "@/lib/storage";
import { z } from "zod";
import {
  announcementFormSchema,
  announcementIdSchema,
  bulkReviewSchema,
  endPartnerSessionSchema,
  executeDeletionSchema,
  mediaIdSchema,
  notificationFormSchema,
  resendMailSchema,
  reviewPartnerSchema,
  secondFactorSchema,
  setHandledSchema,
  staffSignInSchema,
} from "@/lib/validations/staff";
import { audit, staffContextOf as staff } from "./context";
import { removeAnnouncement, saveAnnouncement as storeAnnouncement, sendNotification as notify } from "./announcements";
import { offersChanged } from "@/lib/coupons/offer-cache";
import { executeDeletionRequest, setHandled } from "./inbox";
import { deleteMedia } from "./media";
import { resendMail as requeueMail } from "./mail";
import { endPartnerSession as endSession, reviewPartner as review } from "./partners";
import { bulkMessage, forEachSelected } from "./bulk";
import { countOf } from "@/lib/format/count-of";
import { inboxCounts } from "./reads";

// The console's writes (decision 016): every one names the permission its role must grant; the
// workflows check it again and write their audit entries.

const DONE = { save: "saved", publish: "published", unpublish: "unpublished" } as const;
const REVIEWED = {
  approve: "Partner approved",
  reject: "Partner rejected",
  suspend: "Partner suspended",
  reinstate: "Partner reinstated",
} as const;

const session = (token: string) => ({ name: STAFF_COOKIE, value: token, maxAge: STAFF_SESSION_SECONDS });
const signInStep = (token: string | null) => ({
  name: STAFF_SIGN_IN_COOKIE,
  value: token,
  maxAge: STAFF_SIGN_IN_SECONDS,
});

/** Step one: e-mail and password. On to the code, the enrolment, or (an editor without a factor) the console. */
export const staffSignIn = defineOperation({
  name: "staff.sign-in",
  audience: "public",
  input: staffSignInSchema,
  run: async (data, { ip, userAgent }) => {
    const result = await staffPasswordStep(data, ip, userAgent);
    if (result.next === "done") return { data: { next: "/admin" }, cookies: [session(result.sessionToken)] };
    const next = result.next === "verify" ? "/admin/login/verify" : "/admin/login/enrol";
    return { data: { next }, cookies: [signInStep(result.signInToken)] };
  },
});

async function signInClaims() {
  return decodeStaffSignInToken((await cookies()).get(STAFF_SIGN_IN_COOKIE)?.value);
}

/** Step two: the authenticator's code or a recovery code opens the session. */
export const verifySecondFactor = defineOperation({
  name: "staff.verify-second-factor",
  audience: "public",
  input: secondFactorSchema,
  run: async ({ code }, { ip, userAgent }) => {
    const token = await staffSecondFactorStep(await signInClaims(), code, ip, Date.now(), userAgent);
    return { data: { next: "/admin" }, cookies: [session(token), signInStep(null)] };
  },
});

/**
 * First sign-in of an admin: the first code turns the factor on; the answer carries the recovery codes,
 * shown once on the page, and the session cookie is set.
 */
export const enrolDuringSignIn = defineOperation({
  name: "staff.enrol-sign-in",
  audience: "public",
  input: secondFactorSchema,
  run: async ({ code }, { ip, userAgent }) => {
    const { recoveryCodes, sessionToken } = await completeSignInEnrolment(
      await signInClaims(),
      code,
      ip,
      Date.now(),
      userAgent,
    );
    return { data: { recoveryCodes }, cookies: [session(sessionToken), signInStep(null)] };
  },
});

/** An editor (or anyone without the factor) turns two-step sign-in on from their account page. */
export const enrolAccount = defineOperation({
  name: "staff.enrol-account",
  audience: "staff",
  input: secondFactorSchema,
  run: async ({ code }, { actor, ip }) => {
    const state = await getStaffState(actor.staffId);
    if (!state) throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
    return { data: { recoveryCodes: await completeEnrolment(state, code, ip) } };
  },
});

/** Ends this device's session (its row deleted, audited) and clears the cookie (decision 613). */
export const staffSignOut = defineOperation({
  name: "staff.sign-out",
  audience: "staff",
  input: z.object({}),
  run: async (_input, { actor, ip }) => {
    await endStaffSession(actor, actor.sessionId, ip);
    return { data: null, cookies: [{ name: STAFF_COOKIE, value: null, maxAge: 0 }] };
  },
});

/** Approve, reject, suspend or reinstate a partner (the console's review form and POST /api/admin/partners/{id}/review). */
export const reviewPartner = defineOperation({
  name: "staff.review-partner",
  audience: "staff",
  permission: "partners.review",
  rateLimit: "staffManage",
  input: reviewPartnerSchema,
  // Approving, suspending or reinstating puts the partner's offers in or out of the app's feed.
  committed: ({ partnerId }) => offersChanged({ partnerId }),
  run: async (input, context) => ({
    data: await review(staff(context), input),
    message: REVIEWED[input.decision],
  }),
});

/**
 * Approve or reject the partners selected on the list, one reason for every rejection (decision 623): the
 * single review per partner, each with its notification, e-mail and audit entry.
 */
export const reviewPartners = defineOperation({
  name: "staff.review-partners",
  audience: "staff",
  permission: "partners.review",
  rateLimit: "staffBulk",
  input: bulkReviewSchema,
  run: async (input, context) => {
    const verb = input.decision === "approve" ? "Approve" : "Reject";
    const outcome = await forEachSelected(input, `${verb} ${countOf(input.ids.length, "partner")}?`, (partnerId) =>
      review(staff(context), {
        partnerId,
        ...(input.decision === "reject" ? { decision: "reject", reason: input.reason } : { decision: "approve" }),
      }),
    );
    return {
      data: { ...outcome, status: input.decision === "approve" ? ("APPROVED" as const) : ("REJECTED" as const) },
      message: bulkMessage(outcome, input.decision === "approve" ? "Approved" : "Rejected", "partner"),
    };
  },
  // Approved partners' offers join the app's feed.
  committed: (_input, { data }) => data.done.forEach((partnerId) => offersChanged({ partnerId })),
});

/** Signs a partner out of one device from their page in the console (decision 615). */
export const endPartnerSession = defineOperation({
  name: "staff.end-partner-session",
  audience: "staff",
  permission: "partners.review",
  rateLimit: "sessionEnd",
  input: endPartnerSessionSchema,
  run: async (input, context) => {
    const ended = await endSession(staff(context), input);
    return { data: ended, message: `${ended.device} is signed out` };
  },
});

/** Creates or edits an announcement (and publishes or unpublishes it when that button was pressed). */
export const saveAnnouncement = defineOperation({
  name: "staff.save-announcement",
  audience: "staff",
  permission: "announcements.write",
  rateLimit: "staffManage",
  input: announcementFormSchema,
  run: async (input, context) => {
    await storeAnnouncement(staff(context), input);
    return { data: { done: DONE[input.intent] } };
  },
});

export const deleteAnnouncement = defineOperation({
  name: "staff.delete-announcement",
  audience: "staff",
  permission: "announcements.write",
  input: announcementIdSchema,
  run: async ({ id }, context) => ({ data: await removeAnnouncement(staff(context), id) }),
});

/**
 * An in-app notification to one approved partner or to all of them. Limited, and sent once per
 * submission: a second press, or the same form posted again within two minutes, sends nothing more and
 * answers the first send (security review, 2026-11-30: a double submit broadcast twice).
 */
export const sendNotification = defineOperation({
  name: "staff.send-notification",
  audience: "staff",
  permission: "notifications.send",
  rateLimit: "staffNotify",
  once: {},
  input: notificationFormSchema,
  run: async (input, context) => ({ data: await notify(staff(context), input) }),
});

/** Marks a contact message or a lead handled, or new again. */
export const markHandled = defineOperation({
  name: "staff.set-handled",
  audience: "staff",
  permission: "inbox.handle",
  input: setHandledSchema,
  run: async (input, context) => {
    await setHandled(staff(context), input.kind, input.id, input.handled);
    // The inbox's tab counts as they are now, so the tabs follow without a reload (console review m5).
    const counts = await inboxCounts(staff(context));
    return {
      data: { handled: input.handled, counts },
      message: input.handled ? "Marked as handled" : "Moved back to new",
    };
  },
});

/** Carries out a confirmed deletion request (admins only). */
export const executeDeletion = defineOperation({
  name: "staff.execute-deletion",
  audience: "staff",
  permission: "deletions.execute",
  input: executeDeletionSchema,
  run: async ({ requestId }, context) => {
    // The request's new state and the inbox's counts, so the row and the tabs show them at once.
    const deleted = await executeDeletionRequest(staff(context), requestId);
    return {
      data: { status: "COMPLETED" as const, deleted, counts: await inboxCounts(staff(context)) },
      message: "Data deleted and the requester e-mailed",
    };
  },
});

/** Sends a failed or dead e-mail again (admins only); refused when its code or link is gone. */
export const resendMail = defineOperation({
  name: "staff.resend-mail",
  audience: "staff",
  permission: "mail.resend",
  rateLimit: "staffManage",
  input: resendMailSchema,
  run: async ({ id }, context) => ({ data: await requeueMail(staff(context), id), message: "E-mail queued again" }),
});

/** An image for a post or a service (POST /api/admin/uploads), checked by its bytes, with its audit entry. */
export const uploadContentImage = defineOperation({
  name: "staff.upload-image",
  audience: "staff",
  permission: "content.write",
  rateLimit: "staffUpload",
  input: z.object({ file: z.instanceof(File).nullable() }),
  run: async ({ file }, context) => {
    const saved = await storeImage(file, { staffId: context.actor.staffId });
    await audit(staff(context), {
      action: "upload.create",
      entityType: "Upload",
      entityId: saved.id,
      summary: `Uploaded an image (${saved.url})`,
    });
    return { data: { secure_url: saved.url, url: saved.url }, status: 201 };
  },
});

/** Deletes an unused image from the media library (decision 626): refused while anything uses it. */
export const deleteMediaItem = defineOperation({
  name: "staff.delete-media",
  audience: "staff",
  permission: "content.write",
  input: mediaIdSchema,
  run: async ({ id }, context) => {
    const { fileName } = await deleteMedia(staff(context), id);
    return { data: { id }, message: `Deleted ${fileName}.` };
  },
});
