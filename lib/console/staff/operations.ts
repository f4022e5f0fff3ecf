import "server-only";
import { defineOperation } from "@/lib/operations/operation";
import { changeStaffPassword, regenerateRecoveryCodes } from "@/lib/console/staff/account";
import { acceptInvite as accept } from "@/lib/console/staff/invite-acceptance";
import { ROLE_LABELS } from "@/lib/staff/roles";
import {
  STAFF_COOKIE,
  STAFF_SESSION_SECONDS,
  STAFF_SIGN_IN_COOKIE,
  STAFF_SIGN_IN_SECONDS,
} from "@/lib/staff/session-token";
import { endStaffSession } from "@/lib/staff/device-sessions";
import {
  acceptInviteSchema,
  changeRoleSchema,
  changeStaffPasswordSchema,
  endStaffSessionSchema,
  inviteIdSchema,
  inviteStaffSchema,
  regenerateCodesSchema,
  setAccessSchema,
  staffMemberSchema,
  teamPolicySchema,
} from "@/lib/validations/staff-members";
import { staffContextOf as staff } from "@/lib/console/context";
import { inviteStaff as invite, revokeInvite as revoke } from "./invites";
import {
  changeRole as setRole,
  resetSecondFactor as resetFactor,
  setAccess as access,
  setTeamPolicy as setPolicy,
} from "./members";

// Staff management (admins, decision 614) and Your account (every staff member, decision 613).

export const inviteStaff = defineOperation({
  name: "staff.invite",
  audience: "staff",
  permission: "staff.manage",
  rateLimit: "staffInvite",
  input: inviteStaffSchema,
  run: async (input, context) => {
    const sent = await invite(staff(context), input);
    return { data: sent, message: `Invitation sent to ${sent.email}` };
  },
});

export const revokeInvite = defineOperation({
  name: "staff.revoke-invite",
  audience: "staff",
  permission: "staff.manage",
  rateLimit: "staffInvite",
  input: inviteIdSchema,
  run: async ({ inviteId }, context) => ({
    data: await revoke(staff(context), inviteId),
    message: "Invitation revoked",
  }),
});

export const changeRole = defineOperation({
  name: "staff.change-role",
  audience: "staff",
  permission: "staff.manage",
  rateLimit: "staffManage",
  input: changeRoleSchema,
  run: async ({ staffId, role }, context) => {
    const member = await setRole(staff(context), staffId, role);
    return {
      data: { id: member.id, role: member.role },
      message: `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}`,
    };
  },
});

export const setAccess = defineOperation({
  name: "staff.set-access",
  audience: "staff",
  permission: "staff.manage",
  rateLimit: "staffManage",
  input: setAccessSchema,
  run: async ({ staffId, access: to }, context) => {
    const member = await access(staff(context), staffId, to);
    const message = to === "disable" ? `${member.name} is disabled and signed out` : `${member.name} can sign in again`;
    return { data: { id: member.id, disabled: Boolean(member.disabledAt) }, message };
  },
});

export const resetSecondFactor = defineOperation({
  name: "staff.reset-second-factor",
  audience: "staff",
  permission: "staff.manage",
  rateLimit: "staffManage",
  input: staffMemberSchema,
  run: async ({ staffId }, context) => {
    const member = await resetFactor(staff(context), staffId);
    return { data: { id: member.id }, message: `${member.name} will set up two-step sign-in again` };
  },
});

export const setTeamPolicy = defineOperation({
  name: "staff.set-team-policy",
  audience: "staff",
  permission: "staff.manage",
  rateLimit: "staffManage",
  input: teamPolicySchema,
  run: async ({ secondFactor }, context) => {
    const policy = await setPolicy(staff(context), secondFactor === "everyone");
    const waiting = policy.withoutSecondFactor;
    const later = waiting
      ? ` ${waiting} ${waiting === 1 ? "member sets" : "members set"} it up at the next sign-in.`
      : "";
    return {
      data: policy,
      message: policy.requireSecondFactor
        ? `Two-step sign-in is now required of everyone.${later}`
        : "Two-step sign-in is now required of admins only.",
    };
  },
});

/** The invited person chooses a name and password: an admin goes on to enrol, an editor into the console. */
export const acceptInvite = defineOperation({
  name: "staff.accept-invite",
  audience: "public",
  rateLimit: "staffInviteAccept",
  input: acceptInviteSchema,
  run: async (input, { ip, userAgent }) => {
    const accepted = await accept(input, ip, userAgent);
    if (accepted.next === "enrol")
      return {
        data: { next: "/admin/login/enrol" },
        cookies: [{ name: STAFF_SIGN_IN_COOKIE, value: accepted.signInToken, maxAge: STAFF_SIGN_IN_SECONDS }],
      };
    return {
      data: { next: "/admin" },
      cookies: [{ name: STAFF_COOKIE, value: accepted.sessionToken, maxAge: STAFF_SESSION_SECONDS }],
    };
  },
});

export const changeOwnPassword = defineOperation({
  name: "staff.change-password",
  audience: "staff",
  rateLimit: "staffAccount",
  input: changeStaffPasswordSchema,
  run: async (input, { actor, ip }) => {
    const { endedSessions } = await changeStaffPassword(actor, input, ip);
    const others = endedSessions ? ` and ${endedSessions} other session${endedSessions === 1 ? "" : "s"} ended` : "";
    return { data: { endedSessions }, message: `Password changed${others}` };
  },
});

export const endOwnSession = defineOperation({
  name: "staff.end-session",
  audience: "staff",
  rateLimit: "sessionEnd",
  input: endStaffSessionSchema,
  run: async ({ sessionId }, { actor, ip }) => {
    await endStaffSession(actor, sessionId, ip);
    return { data: { sessionId }, message: "Session ended" };
  },
});

export const regenerateCodes = defineOperation({
  name: "staff.regenerate-recovery-codes",
  audience: "staff",
  rateLimit: "staffAccount",
  input: regenerateCodesSchema,
  run: async ({ passwordOrCode }, { actor, ip }) => ({
    data: { recoveryCodes: await regenerateRecoveryCodes(actor, passwordOrCode, ip) },
  }),
});
