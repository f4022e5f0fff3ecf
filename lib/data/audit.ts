import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// The audit log's queries: one insert per change, run by the workflow in the change's own transaction,
// and reads. There is no update or delete here, and the table's trigger refuses them anyway (decision 602).

type Db = Prisma.TransactionClient;

export const AUDIT_PAGE_SIZE = 100;

export type AuditRow = {
  id: string;
  createdAt: Date;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: Prisma.JsonValue | null;
  after: Prisma.JsonValue | null;
  ip: string | null;
};

/**
 * Exactly the columns of AuditRow: the staff API answers these rows as they are, so a column not named
 * here (the actor's internal id) never reaches a client.
 */
const auditRowColumns = {
  id: true,
  createdAt: true,
  actorEmail: true,
  action: true,
  entityType: true,
  entityId: true,
  summary: true,
  before: true,
  after: true,
  ip: true,
} as const satisfies Record<keyof AuditRow, true>;

export type NewAuditRow = {
  actorId: string | null;
  actorEmail: string;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

function json(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

export async function insertAuditEntry(row: NewAuditRow, client: Db = db): Promise<void> {
  await client.auditLog.create({ data: { ...row, before: json(row.before), after: json(row.after) } });
}

/** Newest first; `search` matches the summary, the action or who did it; `before` pages back by id. */
export async function listAuditEntries(
  options: { search?: string; entityId?: string; before?: string } = {},
): Promise<AuditRow[]> {
  const q = options.search?.trim();
  const before = options.before && /^\d{1,19}$/.test(options.before) ? BigInt(options.before) : undefined;
  const rows = await db.auditLog.findMany({
    where: {
      ...(before ? { id: { lt: before } } : {}),
      ...(options.entityId ? { entityId: options.entityId } : {}),
      ...(q
        ? {
            OR: [
              { summary: { contains: q, mode: "insensitive" } },
              { action: { contains: q, mode: "insensitive" } },
              { actorEmail: { contains: q, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    orderBy: { id: "desc" },
    take: AUDIT_PAGE_SIZE,
    select: auditRowColumns,
  });
  return rows.map((r) => ({ ...r, id: r.id.toString() }));
}

export type AuditSummary = { id: string; summary: string; actorEmail: string; createdAt: string };

/** The newest entries of one action, e.g. the notifications sent from the console. */
export async function latestAuditSummaries(action: string, take: number): Promise<AuditSummary[]> {
  const rows = await db.auditLog.findMany({
    where: { action },
    orderBy: { id: "desc" },
    take,
    select: { id: true, summary: true, actorEmail: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, id: String(r.id), createdAt: r.createdAt.toISOString() }));
}
