import "server-only";
import { db } from "@/lib/db";
import { bumpSignInVersion } from "@/lib/data/staff";
import { listOpenInvites, revokeInvitesFrom } from "@/lib/data/staff-invites";
import {
  clearSecondFactor,
  findStaffMember,
  listStaffMembers,
  lockActiveAdmins,
  updateStaffMember,
  type StaffMember,
} from "@/lib/data/staff-members";
import { deleteStaffSessions } from "@/lib/data/staff-sessions";
import { recentActivityOf } from "@/lib/data/audit";
import { countWithoutSecondFactor, getStaffPolicy, lockStaffPolicy, updateStaffPolicy } from "@/lib/data/staff-policy";
import { AppError } from "@/lib/errors";
import type { Prisma, StaffRole } from "@/lib/generated/prisma/client";
import type { AuditEntry } from "@/lib/staff/audit";
import { ROLE_LABELS } from "@/lib/staff/roles";
import { NO_PERMISSION_MESSAGE, assertCan } from "@/lib/staff/session";
import { forgetSecondFactorFailures } from "@/lib/console/staff/sign-in";
import { audit, type StaffContext } from "@/lib/console/context";

// Staff management (decision 614): role, access and second factor. Each change runs in one transaction
// that first locks the active admins' rows, so the last-admin rule holds when two admins act at once.

export const LAST_ADMIN_MESSAGE = "The console needs at least one active admin. Make someone else an admin first.";
export const SELF_DISABLE_MESSAGE =
  "You cannot disable your own account: you would be signed out at once. Another admin can do it.";
export const STAFF_NOT_FOUND_MESSAGE = "This staff member was not found. Reload the page.";

/** Entries of each member's recent activity on the Staff screen (decision 622). */
export const RECENT_ACTIVITY_ENTRIES = 3;

/**
 * The Staff screen: every account with its recent activity, the invitations not accepted or revoked, and
 * the team's sign-in policy.
 */
export async function staffOverview(ctx: StaffContext) {
  assertCan(ctx.session, "staff.manage");
  const [members, invites, policy] = await Promise.all([listStaffMembers(), listOpenInvites(), getStaffPolicy()]);
  const activity = await recentActivityOf(
    members.map((m) => m.id),
    RECENT_ACTIVITY_ENTRIES,
  );
  return {
    members: members.map((member) => ({ ...member, recentActivity: activity.get(member.id) ?? [] })),
    invites,
    policy,
  };
}

/**
 * Locks the active admins' rows and answers them, refusing (403) an actor who is no longer one of them:
 * demoted or disabled by another admin a moment ago, with a session that still says admin. Every change
 * to the team takes it first, so two such changes run one after the other on the newest roles.
 */
export async function lockAsActiveAdmin(ctx: StaffContext, tx: Prisma.TransactionClient): Promise<string[]> {
  const admins = await lockActiveAdmins(tx);
  assertActiveAdmin(ctx, admins);
  return admins;
}

function assertActiveAdmin(ctx: StaffContext, admins: string[]) {
  if (!admins.includes(ctx.session.staffId)) throw new AppError("forbidden", NO_PERMISSION_MESSAGE);
}

/**
 * Requires a second factor of every staff member, or of admins only (decision 622). Enforced at each
 * member's next sign-in: a session already open is not cut short, so nobody loses the text they are
 * typing. Answers how many active accounts still have no second factor.
 */
export async function setTeamPolicy(ctx: StaffContext, requireSecondFactor: boolean) {
  assertCan(ctx.session, "staff.manage");
  return db.$transaction(async (tx) => {
    await lockAsActiveAdmin(ctx, tx);
    const before = await lockStaffPolicy(tx);
    if (before.requireSecondFactor === requireSecondFactor)
      throw new AppError(
        "conflict",
        requireSecondFactor
          ? "Two-step sign-in is already required of everyone."
          : "Two-step sign-in is already required of admins only.",
      );
    await updateStaffPolicy({ requireSecondFactor }, ctx.session.staffId, tx);
    const withoutSecondFactor = await countWithoutSecondFactor(tx);
    await audit(
      ctx,
      {
        action: "staff.policy_change",
        entityType: "StaffPolicy",
        entityId: "team",
        summary: requireSecondFactor
          ? "Required two-step sign-in of every staff member"
          : "Required two-step sign-in of admins only",
        before,
        after: { requireSecondFactor },
      },
      tx,
    );
    return { requireSecondFactor, withoutSecondFactor };
  });
}

type Change = (
  tx: Prisma.TransactionClient,
  target: StaffMember,
) => Promise<Omit<AuditEntry, "entityType" | "entityId">>;

/** The common steps: role, locks, the target, the last-admin rule, the change and its audit entry. */
async function manage(ctx: StaffContext, staffId: string, leavesAdmin: (t: StaffMember) => boolean, change: Change) {
  assertCan(ctx.session, "staff.manage");
  return db.$transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await findStaffMember(staffId, tx);
    if (!target) throw new AppError("not_found", STAFF_NOT_FOUND_MESSAGE);
    // Checked on the locked rows: of two admins demoting each other at once, the second sees the first's result
    // (the last-admin rule, which says why, before the actor's own role).
    if (admins.includes(target.id) && !leavesAdmin(target) && admins.length === 1)
      throw new AppError("conflict", LAST_ADMIN_MESSAGE);
    assertActiveAdmin(ctx, admins);
    const entry = await change(tx, target);
    await audit(ctx, { ...entry, entityType: "StaffUser", entityId: target.id }, tx);
    return findStaffMember(target.id, tx) as Promise<StaffMember>;
  });
}

export function changeRole(ctx: StaffContext, staffId: string, role: StaffRole) {
  return manage(
    ctx,
    staffId,
    () => role === "ADMIN",
    async (tx, target) => {
      if (target.role === role) throw new AppError("conflict", `${target.name} is already ${article(role)}.`);
      await updateStaffMember(target.id, { role }, tx);
      // A new admin without a second factor enrols at the next sign-in (decision 600): end the sessions now.
      if (role === "ADMIN" && !target.totpEnabledAt) await deleteStaffSessions(target.id, tx);
      // No longer an admin: the invitations they sent stop working too.
      if (role !== "ADMIN") await revokeInvitesFrom(target.id, new Date(), tx);
      return {
        action: "staff.role_change",
        summary: `Changed ${target.email} from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`,
        before: { role: target.role },
        after: { role },
      };
    },
  );
}

/** Disabling ends every session at once (their rows go) and voids a sign-in in progress. */
export async function setAccess(ctx: StaffContext, staffId: string, access: "disable" | "enable", now = new Date()) {
  const disable = access === "disable";
  if (disable && staffId === ctx.session.staffId) throw new AppError("conflict", SELF_DISABLE_MESSAGE);
  return manage(
    ctx,
    staffId,
    () => !disable,
    async (tx, target) => {
      if (Boolean(target.disabledAt) === disable)
        throw new AppError("conflict", `${target.name} is already ${disable ? "disabled" : "active"}.`);
      await updateStaffMember(target.id, { disabledAt: disable ? now : null }, tx);
      if (disable) {
        await deleteStaffSessions(target.id, tx);
        await bumpSignInVersion(target.id, tx);
        await revokeInvitesFrom(target.id, now, tx);
      }
      return {
        action: disable ? "staff.disable" : "staff.enable",
        summary: `${disable ? "Disabled" : "Re-enabled"} ${target.email}`,
        before: { disabledAt: target.disabledAt },
        after: { disabledAt: disable ? now : null },
      };
    },
  );
}

/**
 * A lost authenticator: the factor and recovery codes go, every session ends; an admin enrols again at
 * the next sign-in, an editor may from Your account. Their failed guesses are forgotten with the factor,
 * so the new enrolment is not refused for the old one's failures.
 */
export async function resetSecondFactor(ctx: StaffContext, staffId: string) {
  const member = await manage(
    ctx,
    staffId,
    () => true,
    async (tx, target) => {
      if (!target.totpEnabledAt) throw new AppError("conflict", `${target.name} has no second factor to reset.`);
      await clearSecondFactor(target.id, tx);
      await deleteStaffSessions(target.id, tx);
      await bumpSignInVersion(target.id, tx);
      return {
        action: "staff.reset_second_factor",
        summary: `Reset the second factor of ${target.email}`,
        before: { secondFactor: true },
        after: { secondFactor: false },
      };
    },
  );
  await forgetSecondFactorFailures(member.id);
  return member;
}

function article(role: StaffRole): string {
  return role === "ADMIN" ? "an admin" : "an editor";
}
