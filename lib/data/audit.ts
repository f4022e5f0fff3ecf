import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, indiaMidnight } from "@/lib/model/calendar-day";
import { containsText, equalsText } from "./text-match";

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

export type AuditFilter = {
  search?: string;
  /** Who acted: the e-mail, any case. */
  actor?: string;
  action?: string;
  /** Any of these actions (a partner's review decisions). */
  actions?: string[];
  entityType?: string;
  entityId?: string;
  /** First and last day, YYYY-MM-DD, in India time; both included. */
  from?: string;
  to?: string;
};

function auditWhere(filter: AuditFilter): Prisma.AuditLogWhereInput {
  const q = filter.search?.trim();
  const createdAt = {
    ...(filter.from ? { gte: indiaMidnight(filter.from) } : {}),
    ...(filter.to ? { lt: indiaMidnight(addDays(filter.to, 1)) } : {}),
  };
  return {
    ...(filter.actor ? { actorEmail: equalsText(filter.actor) } : {}),
    ...(filter.action ? { action: filter.action } : filter.actions ? { action: { in: filter.actions } } : {}),
    ...(filter.entityType ? { entityType: filter.entityType } : {}),
    ...(filter.entityId ? { entityId: filter.entityId } : {}),
    ...(filter.from || filter.to ? { createdAt } : {}),
    ...(q
      ? {
          OR: [{ summary: containsText(q) }, { action: containsText(q) }, { actorEmail: containsText(q) }],
        }
      : {}),
  };
}

/** An entry id from a cursor: digits within the column's range (bigint), else no cursor. */
const cursorId = (v: string | undefined) =>
  v && /^\d{1,19}$/.test(v) && BigInt(v) <= 2n ** 63n - 1n ? BigInt(v) : undefined;

export type AuditCursor = { before?: string; after?: string; take?: number };

/**
 * Newest first, by id (ids only grow, so a page never repeats or skips an entry written meanwhile).
 * `before` pages back to older entries, `after` forward to newer ones; either way the page reads newest first.
 */
export async function listAuditEntries(
  filter: AuditFilter = {},
  { before, after, take = AUDIT_PAGE_SIZE }: AuditCursor = {},
): Promise<AuditRow[]> {
  const older = cursorId(before);
  const newer = older === undefined ? cursorId(after) : undefined;
  const rows = await db.auditLog.findMany({
    where: {
      ...auditWhere(filter),
      ...(older !== undefined ? { id: { lt: older } } : newer !== undefined ? { id: { gt: newer } } : {}),
    },
    orderBy: { id: newer !== undefined ? "asc" : "desc" },
    take,
    select: auditRowColumns,
  });
  if (newer !== undefined) rows.reverse();
  return rows.map((r) => ({ ...r, id: r.id.toString() }));
}

export type AuditPage = { rows: AuditRow[]; older?: string; newer?: string };

/** One page of the console's list, with the cursors of the pages either side when they hold entries. */
export async function auditPage(filter: AuditFilter, cursor: AuditCursor): Promise<AuditPage> {
  const rows = await listAuditEntries(filter, cursor);
  const first = rows.at(0)?.id;
  const last = rows.at(-1)?.id;
  const exists = (id: Prisma.BigIntFilter) =>
    db.auditLog.findFirst({ where: { ...auditWhere(filter), id }, select: { id: true } }).then(Boolean);
  const [hasOlder, hasNewer] = await Promise.all([
    last ? exists({ lt: BigInt(last) }) : Promise.resolve(false),
    first ? exists({ gt: BigInt(first) }) : Promise.resolve(false),
  ]);
  return { rows, older: hasOlder ? last : undefined, newer: hasNewer ? first : undefined };
}

/**
 * The filter's choices: who acted (the staff members, every one the console has had, and any other actor
 * the log names, such as the system), and the actions and entity types the log holds. Not what a failed
 * sign-in names: that is what a stranger typed, and anyone could grow the list without end (security
 * review, 2026-11-30); those entries are found by their action, and the filter still takes any text.
 */
export async function auditFilterChoices(): Promise<{ actors: string[]; actions: string[]; entityTypes: string[] }> {
  const [staff, acted, actions, entityTypes] = await Promise.all([
    db.staffUser.findMany({ select: { email: true } }),
    db.auditLog.findMany({
      where: { action: { not: "staff.sign_in_failed" } },
      distinct: ["actorEmail"],
      select: { actorEmail: true },
    }),
    db.auditLog.findMany({ distinct: ["action"], select: { action: true }, orderBy: { action: "asc" } }),
    db.auditLog.findMany({ distinct: ["entityType"], select: { entityType: true }, orderBy: { entityType: "asc" } }),
  ]);
  return {
    actors: [...new Set([...staff.map((r) => r.email), ...acted.map((r) => r.actorEmail)])].sort(),
    actions: actions.map((r) => r.action),
    entityTypes: entityTypes.map((r) => r.entityType),
  };
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

export type RecentActivity = { summary: string; createdAt: Date };

/**
 * Each actor's newest `perActor` entries, in one query on the (actorId, createdAt) index: a staff
 * member's recent activity on the Staff screen (decision 622).
 */
export async function recentActivityOf(actorIds: string[], perActor: number): Promise<Map<string, RecentActivity[]>> {
  const byActor = new Map<string, RecentActivity[]>(actorIds.map((id) => [id, []]));
  if (actorIds.length === 0) return byActor;
  const rows = await db.$queryRaw<(RecentActivity & { actorId: string })[]>`
    SELECT recent."actorId", recent.summary, recent."createdAt"
    FROM unnest(${actorIds}::text[]) AS actor(id)
    CROSS JOIN LATERAL (
      SELECT "actorId", summary, "createdAt", id FROM "AuditLog"
      WHERE "actorId" = actor.id ORDER BY "createdAt" DESC, id DESC LIMIT ${perActor}
    ) recent
    ORDER BY recent."actorId", recent."createdAt" DESC, recent.id DESC`;
  for (const { actorId, ...entry } of rows) byActor.get(actorId)?.push(entry);
  return byActor;
}
