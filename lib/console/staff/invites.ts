import "server-only";
import { db } from "@/lib/db";
import { insertInvite, lockInvitesTo, revokeInvite as voidInvite, revokeInvitesTo } from "@/lib/data/staff-invites";
import { staffEmailTaken } from "@/lib/data/staff-members";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { sendMail } from "@/lib/mail/send-mail";
import { invitePath, staffInviteEmail } from "@/lib/mail/templates/staff-invite";
import { getStaffPolicy } from "@/lib/data/staff-policy";
import { generateGrantToken, hashGrantToken } from "@/lib/auth/otp-code";
import { ROLE_LABELS } from "@/lib/staff/roles";
import { assertCan } from "@/lib/staff/session";
import type { InviteStaffInput } from "@/lib/validations/staff-members";
import { audit, type StaffContext } from "@/lib/console/context";
import { lockAsActiveAdmin } from "./members";

// Inviting staff (decision 614): a single-use link, only its hash stored, the e-mail's copy masked
// (decision 812). A new invitation to the same address voids the open ones. The inviting admin sees the
// link once, in the answer, in case the e-mail does not arrive (decision 622); it is stored nowhere.

export const INVITE_HOURS = 72;

export async function inviteStaff(ctx: StaffContext, input: InviteStaffInput, now = new Date()) {
  assertCan(ctx.session, "staff.manage");
  if (await staffEmailTaken(input.email))
    throw new AppError("conflict", `${input.email} already has a staff account.`, {
      fieldErrors: { email: ["This address already has a staff account."] },
    });
  const token = generateGrantToken();
  const expiresAt = new Date(now.getTime() + INVITE_HOURS * 3600_000);
  const { invite, replaced } = await db.$transaction(async (tx) => {
    // Demoted or disabled meanwhile, the sender voids their invitations (decision 614): one sent at that
    // moment waits here for that change and is refused, rather than outliving the sender's access.
    await lockAsActiveAdmin(ctx, tx);
    await lockInvitesTo(input.email, tx);
    const replaced = await revokeInvitesTo(input.email, now, tx);
    const invite = await insertInvite(
      {
        email: input.email,
        role: input.role,
        tokenHash: hashGrantToken(token),
        invitedById: ctx.session.staffId,
        expiresAt,
      },
      tx,
    );
    await audit(
      ctx,
      {
        action: "staff.invite",
        entityType: "StaffInvite",
        entityId: invite.id,
        summary: `Invited ${input.email} as ${ROLE_LABELS[input.role]}${replaced ? " (the earlier link no longer works)" : ""}`,
        after: { email: input.email, role: input.role, expiresAt },
      },
      tx,
    );
    return { invite, replaced };
  });
  const appUrl = getEnv().APP_URL;
  try {
    await sendMail({
      to: input.email,
      ...staffInviteEmail({
        appUrl,
        token,
        role: input.role,
        invitedBy: ctx.session.name,
        hours: INVITE_HOURS,
        teamRequiresSecondFactor: (await getStaffPolicy()).requireSecondFactor,
      }),
    });
  } catch (error) {
    // Not even queued (the database is away): an invitation nobody can receive is voided, and the admin retries.
    await db.$transaction((tx) => voidInvite(invite.id, new Date(), tx));
    throw error;
  }
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    replaced: replaced > 0,
    link: `${appUrl}${invitePath(token)}`,
    hours: INVITE_HOURS,
  };
}

/** Revokes an invitation that was not accepted yet: its link stops working at once. */
export async function revokeInvite(ctx: StaffContext, inviteId: string, now = new Date()) {
  assertCan(ctx.session, "staff.manage");
  return db.$transaction(async (tx) => {
    await lockAsActiveAdmin(ctx, tx);
    const invite = await voidInvite(inviteId, now, tx);
    if (!invite) throw new AppError("not_found", "This invitation was already accepted or revoked. Reload the page.");
    await audit(
      ctx,
      {
        action: "staff.invite_revoke",
        entityType: "StaffInvite",
        entityId: invite.id,
        summary: `Revoked the invitation to ${invite.email}`,
        before: { email: invite.email, role: invite.role, expiresAt: invite.expiresAt },
      },
      tx,
    );
    return { id: invite.id };
  });
}
