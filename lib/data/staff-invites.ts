import "server-only";
import { db } from "@/lib/db";
import type { Prisma, StaffRole } from "@/lib/generated/prisma/client";
import { withdrawInvitationMail } from "./email-messages";

// Invitations to the console (decision 614): only the link token's hash is stored.

type Tx = Prisma.TransactionClient;

const inviteFields = {
  id: true,
  email: true,
  role: true,
  expiresAt: true,
  createdAt: true,
  invitedBy: { select: { name: true } },
} satisfies Prisma.StaffInviteSelect;

export type StaffInviteRow = Prisma.StaffInviteGetPayload<{ select: typeof inviteFields }>;

/** Neither accepted nor revoked (a pending one, or one that expired unused), newest first. */
const open = { acceptedAt: null, revokedAt: null } satisfies Prisma.StaffInviteWhereInput;

export function listOpenInvites(): Promise<StaffInviteRow[]> {
  return db.staffInvite.findMany({
    where: open,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 100,
    select: inviteFields,
  });
}

export function insertInvite(
  data: { email: string; role: StaffRole; tokenHash: string; invitedById: string; expiresAt: Date },
  tx: Tx,
): Promise<StaffInviteRow> {
  return tx.staffInvite.create({ data, select: inviteFields });
}

/** Voids every open invitation to this address (a new one replaces them); returns how many. */
export async function revokeInvitesTo(email: string, now: Date, tx: Tx): Promise<number> {
  const { count } = await tx.staffInvite.updateMany({ where: { email, ...open }, data: { revokedAt: now } });
  await withdrawInvitationMail([email], tx);
  return count;
}

/**
 * Voids the open invitations a staff member sent, when they lose the right to send them (disabled, or no
 * longer an admin): a link they handed out must not outlive their own access. Returns how many.
 */
export async function revokeInvitesFrom(staffId: string, now: Date, tx: Tx): Promise<number> {
  const revoked = await tx.staffInvite.updateManyAndReturn({
    where: { invitedById: staffId, ...open },
    data: { revokedAt: now },
    select: { email: true },
  });
  await withdrawInvitationMail(
    revoked.map((r) => r.email),
    tx,
  );
  return revoked.length;
}

/**
 * Serialises invitations to one address until the transaction ends, so two at once cannot both stay open
 * (each would revoke the open ones, then insert, without seeing the other's insert).
 */
export async function lockInvitesTo(email: string, tx: Tx): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-invite:${email}`}))::text`;
}

/** Revokes one open invitation; null when it was accepted or revoked meanwhile, or never existed. */
export async function revokeInvite(id: string, now: Date, tx: Tx): Promise<StaffInviteRow | null> {
  const row = await tx.staffInvite.findFirst({ where: { id, ...open }, select: inviteFields });
  if (!row) return null;
  const { count } = await tx.staffInvite.updateMany({ where: { id, ...open }, data: { revokedAt: now } });
  if (count !== 1) return null;
  await withdrawInvitationMail([row.email], tx);
  return row;
}

export function findInviteByTokenHash(tokenHash: string) {
  return db.staffInvite.findUnique({
    where: { tokenHash },
    select: { id: true, email: true, role: true, expiresAt: true, acceptedAt: true, revokedAt: true },
  });
}

/** Uses the invitation up, once, while it is open and unexpired: of two acceptances at once, one wins. */
export async function consumeInvite(id: string, now: Date, tx: Tx): Promise<boolean> {
  const used = await tx.staffInvite.updateManyAndReturn({
    where: { id, ...open, expiresAt: { gt: now } },
    data: { acceptedAt: now },
    select: { email: true },
  });
  await withdrawInvitationMail(
    used.map((r) => r.email),
    tx,
  );
  return used.length === 1;
}
