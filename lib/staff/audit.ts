import "server-only";
import { insertAuditEntry } from "@/lib/data/audit";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "./session";

// The audit writer: who did it (the staff member and their trusted address) and what. The workflow
// calls it in the same transaction as the change, so a change without its entry (or the reverse) cannot
// happen; the table refuses UPDATE, DELETE and TRUNCATE (decision 602).

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Who acted. A failed sign-in has no signed-in actor: the e-mail is the one attempted, and `staffId`
 * is null when no account has it.
 */
export type AuditActor = { staffId: string | null; email: StaffSession["email"]; ip?: string | null };

export async function writeAudit(
  actor: AuditActor,
  entry: AuditEntry,
  client?: Prisma.TransactionClient,
): Promise<void> {
  await insertAuditEntry(
    {
      actorId: actor.staffId,
      actorEmail: actor.email,
      ip: actor.ip ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      summary: entry.summary,
      before: entry.before,
      after: entry.after,
    },
    client,
  );
}
