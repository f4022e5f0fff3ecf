import "server-only";
import { SESSION_NOT_FOUND_MESSAGE, endAllDevices } from "@/lib/auth/device-sessions";
import { db } from "@/lib/db";
import { findPartnerForReview, setReviewOutcome } from "@/lib/data/partner-review";
import { addNotifications } from "@/lib/data/notifications";
import { deletePartnerSession, findSessionOf } from "@/lib/data/partner-sessions";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { PartnerStatus } from "@/lib/generated/prisma/client";
import { sendMail } from "@/lib/mail/send-mail";
import { partnerApprovedEmail, partnerRefusedEmail } from "@/lib/mail/templates/partner-notices";
import { assertCan } from "@/lib/staff/session";
import type { EndPartnerSessionInput, ReviewPartnerInput } from "@/lib/validations/staff";
import { audit, type StaffContext } from "./context";

// Partner review (decision 603): the role check, the change with its notification and audit entry in one
// transaction, then the e-mail. An admin may also sign a partner out of one device (decision 615).

export type ReviewDecision = ReviewPartnerInput["decision"];
/** Every decision, in the order the console names them; each is audited as `partner.<decision>`. */
export const REVIEW_DECISIONS = ["approve", "reject", "suspend", "reinstate"] as const satisfies ReviewDecision[];

const NEXT_STATUS: Record<ReviewDecision, { from: PartnerStatus[]; to: PartnerStatus }> = {
  approve: { from: ["PENDING", "REJECTED"], to: "APPROVED" },
  reject: { from: ["PENDING"], to: "REJECTED" },
  suspend: { from: ["APPROVED"], to: "SUSPENDED" },
  reinstate: { from: ["SUSPENDED"], to: "APPROVED" },
};

const NOTICE: Record<ReviewDecision, (reason: string) => string> = {
  approve: () => "Your partner account has been approved. Welcome aboard!",
  reject: (reason) => `Your partner account was not approved: ${reason}`,
  suspend: (reason) => `Your partner account has been suspended: ${reason}`,
  reinstate: () => "Your partner account has been reinstated. Welcome back!",
};

const DONE = { approve: "Approved", reject: "Rejected", suspend: "Suspended", reinstate: "Reinstated" } as const;

/**
 * Approve, reject, suspend or reinstate. Rejecting and suspending end the partner's sessions at once
 * (every device session deleted, decision 541); approving and reinstating let them sign in at once. The
 * partner gets a notification and an e-mail.
 */
export async function reviewPartner(ctx: StaffContext, input: ReviewPartnerInput) {
  assertCan(ctx.session, "partners.review");
  const rule = NEXT_STATUS[input.decision];
  const reason = "reason" in input ? input.reason : "";
  const partner = await db.$transaction(async (tx) => {
    const before = await findPartnerForReview(input.partnerId, tx);
    if (!before) throw new AppError("not_found", "Partner not found.");
    const stale = () =>
      new AppError("conflict", `This partner is ${before.status.toLowerCase()}: reload to see the latest state.`);
    if (!rule.from.includes(before.status)) throw stale();
    const won = await setReviewOutcome(
      {
        partnerId: before.id,
        from: before.status,
        to: rule.to,
        note: reason || null,
        reviewedById: ctx.session.staffId,
      },
      tx,
    );
    if (!won) throw stale();
    if (rule.to !== "APPROVED") await endAllDevices(before.id, tx);
    await addNotifications([before.id], NOTICE[input.decision](reason), tx);
    await audit(
      ctx,
      {
        action: `partner.${input.decision}`,
        entityType: "Partner",
        entityId: before.id,
        summary: `${DONE[input.decision]} ${before.companyName} <${before.email}>`,
        before: { status: before.status, reviewNote: before.reviewNote },
        after: { status: rule.to, reviewNote: reason || null },
      },
      tx,
    );
    return before;
  });
  // The decision stands whatever the mail transport does; a failed send shows in the console's Mail.
  const email =
    rule.to === "APPROVED"
      ? partnerApprovedEmail({
          firstName: partner.firstName,
          signInUrl: `${getEnv().APP_URL}/NewSignIn`,
          reinstated: input.decision === "reinstate",
        })
      : partnerRefusedEmail({ firstName: partner.firstName, reason, suspended: input.decision === "suspend" });
  await sendMail({ to: partner.email, ...email }).catch((error: unknown) => {
    console.warn("[console] partner review e-mail failed", error instanceof Error ? error.message : error);
  });
  return { id: partner.id, status: rule.to };
}

/**
 * Ends one of the partner's device sessions (its next request is signed out, decision 541), audited in
 * the same transaction. Another partner's session, or one already ended, is 404 and changes nothing.
 */
export async function endPartnerSession(ctx: StaffContext, { partnerId, sessionId }: EndPartnerSessionInput) {
  assertCan(ctx.session, "partners.review");
  return db.$transaction(async (tx) => {
    const partner = await findPartnerForReview(partnerId, tx);
    if (!partner) throw new AppError("not_found", "Partner not found.");
    const row = await findSessionOf(partnerId, sessionId, tx);
    if (!row || !(await deletePartnerSession(partnerId, sessionId, tx)))
      throw new AppError("not_found", SESSION_NOT_FOUND_MESSAGE);
    await audit(
      ctx,
      {
        action: "partner.end_session",
        entityType: "Partner",
        entityId: partner.id,
        summary: `Signed ${partner.companyName} <${partner.email}> out of ${row.device}`,
        before: { device: row.device, signedIn: row.createdAt, lastUsed: row.lastUsedAt },
      },
      tx,
    );
    return { id: row.id, device: row.device };
  });
}
