import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OperationContext } from "@/lib/operations/operation";
import { writeAudit, type AuditEntry } from "@/lib/staff/audit";
import type { StaffSession } from "@/lib/staff/session";

/** Who runs a console workflow: the signed-in staff member and their trusted address (for the audit log). */
export type StaffContext = { session: StaffSession; ip: string | null };

/** The workflow's context for an operation run by a staff member. */
export function staffContextOf(context: OperationContext<"staff">): StaffContext {
  return { session: context.actor, ip: context.ip };
}

/** The audit entry of a change, by this staff member, in the change's own transaction. */
export function audit({ session, ip }: StaffContext, entry: AuditEntry, tx?: Prisma.TransactionClient) {
  return writeAudit({ staffId: session.staffId, email: session.email, ip }, entry, tx);
}
