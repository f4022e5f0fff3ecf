import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// The team's sign-in policy (decision 622): one row, created on the first change.

type Tx = Prisma.TransactionClient;

const TEAM = "team";

export type StaffPolicy = { requireSecondFactor: boolean };

export async function getStaffPolicy(client: Tx = db): Promise<StaffPolicy> {
  const row = await client.staffPolicy.findUnique({ where: { id: TEAM }, select: { requireSecondFactor: true } });
  return { requireSecondFactor: row?.requireSecondFactor ?? false };
}

/** Locks the policy row (creating it first), so two admins changing it at once are serialised. */
export async function lockStaffPolicy(tx: Tx): Promise<StaffPolicy> {
  await tx.$executeRaw`INSERT INTO "StaffPolicy" (id, "updatedAt") VALUES (${TEAM}, now()) ON CONFLICT (id) DO NOTHING`;
  const [row] = await tx.$queryRaw<StaffPolicy[]>`
    SELECT "requireSecondFactor" FROM "StaffPolicy" WHERE id = ${TEAM} FOR UPDATE`;
  return { requireSecondFactor: row!.requireSecondFactor };
}

export async function updateStaffPolicy(policy: StaffPolicy, staffId: string, tx: Tx): Promise<void> {
  await tx.staffPolicy.update({ where: { id: TEAM }, data: { ...policy, updatedById: staffId } });
}

/** Active accounts that would have to set up a second factor under `policy` at their next sign-in. */
export function countWithoutSecondFactor(client: Tx = db): Promise<number> {
  return client.staffUser.count({ where: { disabledAt: null, totpEnabledAt: null } });
}
