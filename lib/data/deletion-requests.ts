import "server-only";
import { db } from "@/lib/db";

/**
 * The website has no consumer accounts; the people it knows by e-mail are partners and sign-up leads
 * (decision 301). Case-insensitive because both tables store lower-cased addresses.
 */
export async function isRegisteredEmail(email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [partner, lead] = await Promise.all([
    db.partner.findUnique({ where: { email: normalized }, select: { id: true } }),
    db.lead.findUnique({ where: { email: normalized }, select: { id: true } }),
  ]);
  return Boolean(partner || lead);
}

/** A request awaiting its e-mailed confirmation; only the link token's hash is kept. */
export function insertDeletionRequest(data: { email: string; reason: string | null; confirmTokenHash: string }) {
  return db.deletionRequest.create({ data, select: { id: true } });
}

export async function removeDeletionRequest(id: string): Promise<void> {
  await db.deletionRequest.delete({ where: { id } });
}

export function findDeletionRequestByTokenHash(confirmTokenHash: string) {
  return db.deletionRequest.findUnique({ where: { confirmTokenHash } });
}

/** Confirms a request still awaiting it; false when another click got there first. */
export async function markDeletionRequestConfirmed(id: string, now: Date): Promise<boolean> {
  const { count } = await db.deletionRequest.updateMany({
    where: { id, status: "AWAITING_CONFIRMATION" },
    data: { status: "CONFIRMED", confirmedAt: now },
  });
  return count === 1;
}

/** For the provider's console: confirmed requests still to be carried out, oldest first. */
export function listConfirmedDeletionRequests(take = 100) {
  return db.deletionRequest.findMany({
    where: { status: "CONFIRMED" },
    orderBy: { confirmedAt: "asc" },
    take,
    select: { id: true, email: true, reason: true, createdAt: true, confirmedAt: true },
  });
}
