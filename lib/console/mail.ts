import "server-only";
import { db } from "@/lib/db";
import { findEmailForResend, requeueEmail } from "@/lib/data/email-messages";
import { AppError } from "@/lib/errors";
import { deliverSoon } from "@/lib/mail/outbox";
import { assertCan } from "@/lib/staff/session";
import { audit, type StaffContext } from "./context";

export const SECRET_GONE_MESSAGE =
  "This e-mail carried a code or a link that is no longer kept, so it cannot be sent again. The person can ask for a new one.";

/**
 * Resend (admins, decision 811): a failed or dead message goes back to the queue with a fresh set of
 * attempts and the same idempotency key, audited in the same transaction, and is tried at once. A message
 * whose secret was erased (decision 812) is refused: sending its masked copy would help nobody.
 */
export async function resendMail(ctx: StaffContext, id: string, now = new Date()): Promise<{ id: string }> {
  assertCan(ctx.session, "mail.resend");
  await db.$transaction(async (tx) => {
    const mail = await findEmailForResend(id, tx);
    if (!mail) throw new AppError("not_found", "This e-mail no longer exists.");
    if (mail.status !== "FAILED" && mail.status !== "DEAD")
      throw new AppError("conflict", "Only an e-mail that failed can be sent again.");
    if (mail.redacted && !mail.sealed) throw new AppError("conflict", SECRET_GONE_MESSAGE);
    if (!(await requeueEmail(id, mail.status, now, tx)))
      throw new AppError("conflict", "This e-mail changed meanwhile. Reload the page.");
    await audit(
      ctx,
      {
        action: "mail.resend",
        entityType: "EmailMessage",
        entityId: id,
        summary: `Queued “${mail.subject}” to ${mail.to} again`,
        before: { status: mail.status, attempts: mail.attempts },
        after: { status: "QUEUED", attempts: 0 },
      },
      tx,
    );
  });
  await deliverSoon(id, now);
  return { id };
}
