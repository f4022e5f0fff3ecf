import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertCan } from "@/lib/staff/session";
import type { StaffContext } from "./partners";

// Reading the audit log is all anyone can do with it: there is no update or delete here, no route that
// offers one, and the table's trigger refuses them anyway (decision 602).

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

/** Newest first; `q` matches the summary, the action or who did it; `before` pages back by id. */
export async function listAuditLog(
  { session }: StaffContext,
  options: { search?: string; entityId?: string; before?: string } = {},
): Promise<AuditRow[]> {
  assertCan(session, "audit.read");
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
  });
  return rows.map((r) => ({ ...r, id: r.id.toString() }));
}
