import "server-only";
import { db } from "@/lib/db";
import type { Prisma, StaffRole } from "@/lib/generated/prisma/client";

// The staff list and the writes of staff management (decision 614). The workflow (lib/console/staff/members.ts)
// checks the role and the last-admin rule inside the transaction these take.

type Tx = Prisma.TransactionClient;

const memberFields = {
  id: true,
  email: true,
  name: true,
  role: true,
  disabledAt: true,
  totpEnabledAt: true,
  lastSignInAt: true,
  createdAt: true,
} satisfies Prisma.StaffUserSelect;

export type StaffMember = Prisma.StaffUserGetPayload<{ select: typeof memberFields }>;

/** Every staff account, admins first, then by name: a team, not a table that grows with customers. */
export function listStaffMembers(): Promise<StaffMember[]> {
  return db.staffUser.findMany({ orderBy: [{ role: "asc" }, { name: "asc" }, { id: "asc" }], select: memberFields });
}

export function findStaffMember(staffId: string, client: Tx = db): Promise<StaffMember | null> {
  return client.staffUser.findUnique({ where: { id: staffId }, select: memberFields });
}

export async function staffEmailTaken(email: string, client: Tx = db): Promise<boolean> {
  return (await client.staffUser.count({ where: { email } })) > 0;
}

/**
 * The ids of the active admins, their rows locked until the transaction ends (in id order, so two
 * callers never deadlock). A concurrent demotion or disabling waits, and then sees the other's result:
 * under READ COMMITTED, FOR UPDATE re-checks the WHERE on the newest row version.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "StaffUser" WHERE role = 'ADMIN' AND "disabledAt" IS NULL ORDER BY id FOR UPDATE`;
  return rows.map((row) => row.id);
}

export async function updateStaffMember(
  staffId: string,
  data: { role?: StaffRole; disabledAt?: Date | null },
  tx: Tx,
): Promise<StaffMember> {
  return tx.staffUser.update({ where: { id: staffId }, data, select: memberFields });
}

/** Turns the second factor off: the secret, its last step and every recovery code go. */
export async function clearSecondFactor(staffId: string, tx: Tx): Promise<void> {
  await tx.staffUser.update({
    where: { id: staffId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
  await tx.staffRecoveryCode.deleteMany({ where: { staffId } });
}

export function createStaffMember(
  data: { email: string; name: string; role: StaffRole; passwordHash: string },
  tx: Tx,
): Promise<StaffMember> {
  return tx.staffUser.create({ data, select: memberFields });
}
