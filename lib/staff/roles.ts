import type { StaffRole } from "@/lib/generated/prisma/enums";

/**
 * What each staff role may do (decision 601). Checked by the console's workflows and reads (lib/console) on
 * every call, not only by the pages: a page that forgets to hide a button still cannot do what the role may not.
 */
export const PERMISSIONS = {
  "overview.read": ["ADMIN", "EDITOR"],
  "partners.read": ["ADMIN"],
  "partners.review": ["ADMIN"],
  "content.write": ["ADMIN", "EDITOR"],
  "announcements.write": ["ADMIN", "EDITOR"],
  "notifications.send": ["ADMIN"],
  "inbox.read": ["ADMIN", "EDITOR"],
  "inbox.handle": ["ADMIN", "EDITOR"],
  "deletions.execute": ["ADMIN"],
  "mail.read": ["ADMIN"],
  "mail.resend": ["ADMIN"],
  "audit.read": ["ADMIN"],
  "staff.manage": ["ADMIN"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/**
 * Admins must use a second factor; editors may, unless the team's policy requires it of everyone
 * (decision 622, checked at sign-in: a session already open is not cut short).
 */
export function requiresSecondFactor(role: StaffRole, policy: { requireSecondFactor: boolean } = NO_POLICY): boolean {
  return role === "ADMIN" || policy.requireSecondFactor;
}

const NO_POLICY = { requireSecondFactor: false };

export const ROLE_LABELS: Record<StaffRole, string> = { ADMIN: "Admin", EDITOR: "Editor" };
