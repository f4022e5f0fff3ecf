import "server-only";
import { db } from "@/lib/db";
import { findEmailForResend, listMail as listOutbox, requeueEmail, type MailRow } from "@/lib/data/email-messages";
import { AppError } from "@/lib/errors";
import type { EmailStatus } from "@/lib/generated/prisma/client";
import { deliverSoon } from "@/lib/mail/outbox";
import { assertCan } from "@/lib/staff/session";
import { audit, type StaffContext } from "./context";

export const SECRET_GONE_MESSAGE =
  "This e-mail carried a code or a link that is no longer kept, so it cannot be sent again. The person can ask for a new one.";

/**
 * The outbox as the Mail screen shows it, bodies included: messages carry codes and links, so only admins
 * read it (decision 601), and every view is audited with the e-mails it showed (security row 23).
 */
export async function listMail(
  ctx: StaffContext,
  options: { search?: string; status?: EmailStatus; before?: string } = {},
): Promise<MailRow[]> {
  assertCan(ctx.session, "mail.read");
  const rows = await listOutbox(options);
  const filters = [
    options.status?.toLowerCase(),
    options.search ? `search "${options.search}"` : null,
    options.before ? `older than ${options.before}` : null,
  ].filter(Boolean);
  await audit(ctx, {
    action: "mail.view",
    entityType: "EmailMessage",
    summary: `Viewed ${rows.length} e-mail${rows.length === 1 ? "" : "s"} in Mail${filters.length ? ` (${filters.join(", ")})` : ""}`,
    after: { ...options, ids: rows.map((r) => r.id) },
  });
  return rows;
}

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
