import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "./session";

// The audit log: one insert per change, in the same transaction as the change, so a change without its
// entry (or the reverse) cannot happen. The table refuses UPDATE, DELETE and TRUNCATE (a trigger), and no
// route offers anything but reading it (decision 602).

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

export type AuditActor = Pick<StaffSession, "staffId" | "email"> & { ip?: string | null };

function json(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

export async function writeAudit(
  actor: AuditActor,
  entry: AuditEntry,
  client: Prisma.TransactionClient = db,
): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: actor.staffId,
      actorEmail: actor.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      summary: entry.summary,
      before: json(entry.before),
      after: json(entry.after),
      ip: actor.ip ?? null,
    },
  });
}
