import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Console device sessions (decision 613), the same rows as the partners' (lib/data/partner-sessions.ts).

type Db = Prisma.TransactionClient;

/** One signed-in console device as Your account lists it. */
export type StaffSessionRow = { id: string; device: string; createdAt: Date; lastUsedAt: Date };

const rowFields = { id: true, device: true, createdAt: true, lastUsedAt: true } as const;

export async function createStaffSession(
  { staffId, device, expiresAt }: { staffId: string; device: string; expiresAt: Date },
  client: Db = db,
): Promise<StaffSessionRow> {
  return client.staffSession.create({
    data: { id: randomBytes(18).toString("base64url"), staffId, device, expiresAt },
    select: rowFields,
  });
}

/** What every console request reads: one primary-key lookup. */
export function findStaffSession(id: string) {
  return db.staffSession.findUnique({
    where: { id },
    select: { staffId: true, device: true, lastUsedAt: true, expiresAt: true },
  });
}

/** Marks a session used, unless another request did so since `staleBefore` (one write per few minutes). */
export async function touchStaffSession(id: string, now: Date, staleBefore: Date): Promise<void> {
  await db.staffSession.updateMany({ where: { id, lastUsedAt: { lt: staleBefore } }, data: { lastUsedAt: now } });
}

export function listStaffSessions(staffId: string, now = new Date()): Promise<StaffSessionRow[]> {
  return db.staffSession.findMany({
    where: { staffId, expiresAt: { gt: now } },
    orderBy: [{ lastUsedAt: "desc" }, { id: "asc" }],
    select: rowFields,
  });
}

/** One session of this staff member; null when there is none with that id (someone else's included). */
export async function deleteStaffSession(staffId: string, id: string, client: Db = db) {
  const rows = await client.staffSession.findMany({ where: { id, staffId }, select: rowFields });
  if (!rows[0]) return null;
  const { count } = await client.staffSession.deleteMany({ where: { id, staffId } });
  return count === 1 ? rows[0] : null;
}

/** Every session of the staff member, or every one but `exceptId` (a password change keeps this device). */
export async function deleteStaffSessions(staffId: string, client: Db = db, exceptId?: string): Promise<number> {
  const { count } = await client.staffSession.deleteMany({
    where: { staffId, ...(exceptId ? { id: { not: exceptId } } : {}) },
  });
  return count;
}

/** For the scheduled housekeeping only (decision 816). */
export async function pruneExpiredStaffSessions(now: Date): Promise<number> {
  const { count } = await db.staffSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
