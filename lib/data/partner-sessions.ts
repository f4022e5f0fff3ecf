import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Db = Prisma.TransactionClient;

/** One signed-in device as Password & Security lists it. */
export type PartnerSessionRow = { id: string; device: string; createdAt: Date; lastUsedAt: Date };

const rowFields = { id: true, device: true, createdAt: true, lastUsedAt: true } as const;

/** A new device session; its id goes into the token as `sid`. */
export async function createPartnerSession(
  { partnerId, device, expiresAt }: { partnerId: string; device: string; expiresAt: Date },
  client: Db = db,
): Promise<PartnerSessionRow> {
  return client.partnerSession.create({
    data: { id: randomBytes(18).toString("base64url"), partnerId, device, expiresAt },
    select: rowFields,
  });
}

/** What every authenticated request reads: one primary-key lookup. */
export function findPartnerSession(id: string) {
  return db.partnerSession.findUnique({
    where: { id },
    select: { partnerId: true, device: true, lastUsedAt: true, expiresAt: true },
  });
}

/** Marks a session used, unless another request did so since `staleBefore` (one write per few minutes). */
export async function touchPartnerSession(id: string, now: Date, staleBefore: Date): Promise<void> {
  await db.partnerSession.updateMany({ where: { id, lastUsedAt: { lt: staleBefore } }, data: { lastUsedAt: now } });
}

/** The partner's live sessions, the most recently used first. */
export function listPartnerSessions(partnerId: string, now = new Date()): Promise<PartnerSessionRow[]> {
  return db.partnerSession.findMany({
    where: { partnerId, expiresAt: { gt: now } },
    orderBy: [{ lastUsedAt: "desc" }, { id: "asc" }],
    select: rowFields,
  });
}

/** Ends one session of this partner; false when there is none with that id (another partner's included). */
export async function deletePartnerSession(partnerId: string, id: string, client: Db = db): Promise<boolean> {
  const { count } = await client.partnerSession.deleteMany({ where: { id, partnerId } });
  return count === 1;
}

/** One session of this partner (the console names its device when ending it); null for another partner's. */
export function findSessionOf(partnerId: string, id: string, client: Db = db): Promise<PartnerSessionRow | null> {
  return client.partnerSession.findFirst({ where: { id, partnerId }, select: rowFields });
}

/** Ends every session of the partner (sign out of all devices, password change or reset, rejection). */
export async function deleteAllPartnerSessions(partnerId: string, client: Db = db): Promise<number> {
  const { count } = await client.partnerSession.deleteMany({ where: { partnerId } });
  return count;
}

/** For the scheduled housekeeping only (decision 816). */
export async function pruneExpiredPartnerSessions(now: Date): Promise<number> {
  const { count } = await db.partnerSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
