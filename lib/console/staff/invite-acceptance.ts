import "server-only";
import { hashGrantToken } from "@/lib/auth/otp-code";
import { hashPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { db } from "@/lib/db";
import { consumeInvite, findInviteByTokenHash } from "@/lib/data/staff-invites";
import { createStaffMember, staffEmailTaken } from "@/lib/data/staff-members";
import { AppError } from "@/lib/errors";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { writeAudit } from "@/lib/staff/audit";
import { getStaffPolicy } from "@/lib/data/staff-policy";
import { requiresSecondFactor } from "@/lib/staff/roles";
import { issueStaffSignInToken } from "@/lib/staff/session-token";
import { startSession } from "./sign-in";

// The invited person's side (decision 614): the link opens a page to choose a name and password; the
// invitation is used up in the same transaction that creates the account. An admin then enrols an
// authenticator before the first session (decision 600); an editor is signed in.

export const INVITE_INVALID_MESSAGE =
  "This invitation link has expired, was revoked or was already used. Ask an admin to invite you again.";

/** The open invitation a link belongs to, for the page; null when it no longer works. */
export async function openInvite(
  token: string,
  now = new Date(),
): Promise<{ id: string; email: string; role: StaffRole } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const invite = await findInviteByTokenHash(hashGrantToken(token));
  if (!invite || invite.acceptedAt || invite.revokedAt || invite.expiresAt <= now) return null;
  return { id: invite.id, email: invite.email, role: invite.role };
}

export type AcceptedInvite = { next: "enrol"; signInToken: string } | { next: "console"; sessionToken: string };

export async function acceptInvite(
  input: { token: string; name: string; password: string },
  ip: string,
  userAgent: string | null,
  now = new Date(),
): Promise<AcceptedInvite> {
  const invite = await openInvite(input.token, now);
  if (!invite) throw new AppError("invalid_grant", INVITE_INVALID_MESSAGE);
  assertPasswordAllowed(input.password, "password", invite.email);
  const passwordHash = await hashPassword(input.password);
  const staff = await db.$transaction(async (tx) => {
    // Used up here, once: of two acceptances at once, the second finds it used.
    if (!(await consumeInvite(invite.id, now, tx))) throw new AppError("invalid_grant", INVITE_INVALID_MESSAGE);
    if (await staffEmailTaken(invite.email, tx))
      throw new AppError("conflict", "This address already has a staff account. Sign in instead.");
    const member = await createStaffMember(
      { email: invite.email, name: input.name, role: invite.role, passwordHash },
      tx,
    );
    await writeAudit(
      { staffId: member.id, email: member.email, ip },
      {
        action: "staff.invite_accept",
        entityType: "StaffUser",
        entityId: member.id,
        summary: `Accepted the invitation and joined as ${invite.role === "ADMIN" ? "an admin" : "an editor"}`,
        after: { email: member.email, name: member.name, role: member.role },
      },
      tx,
    );
    return member;
  });
  if (requiresSecondFactor(staff.role, await getStaffPolicy()))
    // A new account's sign-in version is the column's default, 0.
    return { next: "enrol", signInToken: await issueStaffSignInToken({ id: staff.id, tokenVersion: 0 }, "enrol") };
  return { next: "console", sessionToken: await startSession(staff, ip, "after accepting an invitation", userAgent) };
}
