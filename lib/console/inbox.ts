import "server-only";
import { afterResponse } from "@/lib/auth/after-response";
import { offersChanged } from "@/lib/coupons/offer-cache";
import { siteConfig } from "@/config/site";
import { db } from "@/lib/db";
import {
  deleteDataHeldFor,
  findDeletionRequest,
  findInboxItem,
  markDeletionRequestCompleted,
  setInboxItemHandled,
  type DeletionOutcome,
  type HandledKind,
} from "@/lib/data/inbox";
import { AppError } from "@/lib/errors";
import { sendMail } from "@/lib/mail/send-mail";
import { renderEmail } from "@/lib/mail/templates/layout";
import { assertCan } from "@/lib/staff/session";
import { getFileStore } from "@/lib/storage";
import { audit, type StaffContext } from "./context";

// The inbox's writes (decision 604): marking handled is for admins and editors; carrying out a deletion
// request is for admins. Each change and its audit entry are one transaction.

/** Marks a contact message or a lead handled (or new again). */
export async function setHandled(ctx: StaffContext, kind: HandledKind, id: string, isHandled: boolean): Promise<void> {
  assertCan(ctx.session, "inbox.handle");
  await db.$transaction(async (tx) => {
    const row = await findInboxItem(kind, id, tx);
    if (!row) throw new AppError("not_found", "This item no longer exists.");
    const noun = kind === "messages" ? "message" : "lead";
    // Someone else got there first: nothing to change, nothing to audit.
    if (Boolean(row.handledAt) === isHandled)
      throw new AppError("conflict", `This ${noun} is already ${isHandled ? "handled" : "new"}.`);
    await setInboxItemHandled(kind, id, isHandled ? new Date() : null, tx);
    await audit(
      ctx,
      {
        action: `${noun}.${isHandled ? "handle" : "reopen"}`,
        entityType: kind === "messages" ? "ContactMessage" : "Lead",
        entityId: id,
        summary: `${isHandled ? "Handled" : "Reopened"} the ${noun} from ${row.email}`,
        before: { handled: Boolean(row.handledAt) },
        after: { handled: isHandled },
      },
      tx,
    );
  });
}

/**
 * Carries out a confirmed deletion request: the data held for that address is deleted (lib/data/inbox.ts
 * says what). The request itself stays, completed, as the record that it was done; the requester is e-mailed.
 */
export async function executeDeletionRequest(ctx: StaffContext, requestId: string): Promise<DeletionOutcome> {
  assertCan(ctx.session, "deletions.execute");
  const { outcome, email, uploads, partnerId } = await db.$transaction(async (tx) => {
    const request = await findDeletionRequest(requestId, tx);
    if (!request) throw new AppError("not_found", "Deletion request not found.");
    if (!(await markDeletionRequestCompleted(request.id, tx)))
      throw new AppError(
        "conflict",
        request.status === "COMPLETED"
          ? "This request was already carried out."
          : "Only a request the person confirmed by e-mail can be carried out.",
      );
    const email = request.email;
    const { outcome, uploads, partnerId } = await deleteDataHeldFor(email, tx);
    await audit(
      ctx,
      {
        action: "deletion.execute",
        entityType: "DeletionRequest",
        entityId: request.id,
        summary: `Carried out the deletion request for ${email}`,
        before: { status: request.status },
        after: { status: "COMPLETED", deleted: outcome },
      },
      tx,
    );
    return { outcome, email, uploads, partnerId };
  });
  // A deleted partner's offers leave the app's feed and pages (decision 551): after the answer, so the
  // console's list is not rendered again under the admin (the row keeps its confirmation).
  if (partnerId) await afterResponse("offers cache", async () => offersChanged({ partnerId }));
  // Files are not in the transaction: removed once the rows are gone; a failure leaves an orphan file only.
  const store = getFileStore();
  await Promise.allSettled(uploads.map((u) => store.delete(u.key, u.url)));
  await sendMail({
    to: email,
    ...renderEmail({
      subject: `Your ${siteConfig.name} data has been deleted`,
      heading: "Your data has been deleted",
      paragraphs: [
        `As you asked, the data ${siteConfig.name} held for this address has been deleted.`,
        "There is nothing more you need to do. If you did not ask for this, reply to this e-mail.",
      ],
    }),
  }).catch((error: unknown) => {
    console.warn("[console] deletion e-mail failed", error instanceof Error ? error.message : error);
  });
  return outcome;
}
